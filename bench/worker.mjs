// Runs one exported function of a TypeScript module in a worker thread and posts back what it
// answers (bench/worker.ts starts it). Plain JavaScript: a worker thread does not inherit the main
// thread's TypeScript loader, so it registers its own first.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { module, name, input } = workerData;
const loaded = await import(module);
parentPort?.postMessage(await loaded[name](input));
