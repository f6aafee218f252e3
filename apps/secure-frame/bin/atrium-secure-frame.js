#!/usr/bin/env node
import '../dist-server/server/cli.js'
