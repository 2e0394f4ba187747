// Load generators run in a worker thread, as a separate client machine would: the server under
// test keeps the main thread's event loop to itself.
import { Worker } from 'node:worker_threads';

/** Calls `name(input)` exported by `module` (a file URL) in a worker thread; answers its result. */
export function inWorker<T>(module: URL, name: string, input: unknown): Promise<T> {
  const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
    workerData: { module: module.href, name, input },
  });
  return new Promise<T>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`${name} worker exited with ${code}`));
    });
  });
}
