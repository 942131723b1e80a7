// Preloaded into every process of the load benchmark's stack (NODE_OPTIONS='--expose-gc --import <this>'),
// before tsx, hence plain JavaScript. On SIGUSR2 it runs full garbage collections and writes the process's
// memory (process.memoryUsage(), bytes) to $LOAD_HEAP_DIR/<pid>.json, and with LOAD_HEAP_SNAPSHOTS=1 a V8
// heap snapshot beside it, so the benchmark can tell live objects from heap the collector has not returned.
// Nothing of it runs without LOAD_HEAP_DIR; product code knows nothing of it.
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import v8 from 'node:v8';

const dir = process.env.LOAD_HEAP_DIR;
const gc = globalThis.gc;
if (dir && typeof gc === 'function') {
  let sample = 0;
  process.on('SIGUSR2', () => {
    // Twice: objects kept alive only by finalizers or weak callbacks of the first go in the second.
    gc();
    gc();
    // Measured before the snapshot, which inflates the resident size for a while.
    const memory = process.memoryUsage();
    sample += 1;
    if (process.env.LOAD_HEAP_SNAPSHOTS === '1')
      v8.writeHeapSnapshot(path.join(dir, `${process.pid}-${sample}.heapsnapshot`));
    const file = path.join(dir, `${process.pid}.json`);
    // Written whole, then renamed: the benchmark never reads half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify({ sample, ...memory }));
    renameSync(`${file}.tmp`, file);
  });
}
