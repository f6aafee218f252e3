// Prints how long the devnet's three EVM nodes take to answer and how much memory each holds.
// Numbers only: nothing here asserts on time.
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { startDevnet } from '../dist/exports/index.js'

const RUNS = 5

function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return kilobytes / 1024
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const startTimes = []
const memory = []
for (let run = 0; run < RUNS; run++) {
  const started = performance.now()
  const devnet = await startDevnet({ portBase: 'auto' })
  startTimes.push(performance.now() - started)
  memory.push(...devnet.evm.map((chain) => residentMegabytes(chain.pid)))
  await devnet.stop()
}

console.table({
  'three EVM nodes answering (ms, median of 5)': Number(median(startTimes).toFixed(0)),
  'slowest start (ms)': Number(Math.max(...startTimes).toFixed(0)),
  'resident memory per node (MB, median)': Number(median(memory).toFixed(1)),
})
