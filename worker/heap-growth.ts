import v8 from 'node:v8';

/**
 * How far the worker's heap may grow past what survived its last full GC: 50 % (V8 picks up to
 * 4× on its own). An import makes garbage at a steady rate, and V8 let it pile up: +179 MB RSS for
 * a 650k-row file in one process, +18 MB at 50 %, for about 10 % more import time
 * (docs/benchmarks.md, "Import memory"). Read by V8 at every full GC, so setting it at start works.
 */
export const WORKER_HEAP_GROWING_PERCENT = 50;

export function boundHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${WORKER_HEAP_GROWING_PERCENT}`);
}
