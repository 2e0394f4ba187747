// SSE clients of the stream benchmark, in a worker thread (a separate machine's phones): opens
// CLIENTS raw HTTP connections to one stream, then records when each sees each odds change. Plain
// JavaScript over `net`, so the clients cost as little as possible and measure the server.
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { host, port, path, headers, clients, batch } = workerData;
const now = () => performance.timeOrigin + performance.now();
const request =
  `GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: text/event-stream\r\n` +
  Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('') +
  '\r\n';
// The change number rides in the odds ("1.507" is change 7): one regex finds it in any chunk.
const ODDS = /event: odds\ndata: \{[^\n]*"odds":"1\.(\d{3})"/g;

const arrivals = new Map(); // change → times
const sockets = [];

function open() {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port }, () => socket.write(request));
    socket.setNoDelay(true);
    let ready = false;
    let buffer = '';
    socket.on('data', (data) => {
      buffer += data.toString('latin1');
      const end = buffer.lastIndexOf('\n\n');
      if (end < 0) return;
      const whole = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (!ready && whole.includes('event: ready')) {
        ready = true;
        resolve(socket);
      }
      for (const match of whole.matchAll(ODDS)) {
        const change = Number(match[1]);
        const list = arrivals.get(change) ?? [];
        list.push(now());
        arrivals.set(change, list);
        if (list.length === clients) parentPort.postMessage({ complete: change });
      }
    });
    socket.on('error', reject);
    sockets.push(socket);
  });
}

for (let opened = 0; opened < clients; opened += batch) {
  await Promise.all(Array.from({ length: Math.min(batch, clients - opened) }, open));
}
parentPort.postMessage({ ready: sockets.length });
parentPort.on('message', (message) => {
  if (message !== 'finish') return;
  for (const socket of sockets) socket.destroy();
  parentPort.postMessage({ arrivals: Object.fromEntries(arrivals) });
});
