import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => cleanup())

// The first open of the modal imports its chunk; on a loaded 2-core CI machine that alone can take
// over the default 1 s. A bound on waiting, not a timing assertion.
configure({ asyncUtilTimeout: 10_000 })
