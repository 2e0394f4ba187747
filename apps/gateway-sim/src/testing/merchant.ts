import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { verifySignature } from '../signature.ts';

export interface CallbackBody {
  paymentId: string;
  merchantOrderId: string;
  amount: string;
  currency: string;
  status: string;
  paidAt: string;
}

export interface ReceivedCallback {
  raw: string;
  body: CallbackBody;
  signature: string | undefined;
  /** Checked the way a real merchant would, with the secret it shares with the gateway. */
  signatureValid: boolean;
  receivedAtMs: number;
}

export interface FakeMerchant {
  callbackUrl: string;
  received: ReceivedCallback[];
  /** Statuses for the next callbacks, in order; once used up the merchant answers 200. */
  answerWith(statuses: number[]): void;
  /** Resolves once `count` callbacks have arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedCallback[]>;
  close(): Promise<void>;
}

/** A real HTTP merchant on a free port that records the simulator's callbacks. */
export async function startMerchant(secret: string): Promise<FakeMerchant> {
  const received: ReceivedCallback[] = [];
  let queue: number[] = [];
  const waiters = new Set<() => void>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const signature = request.headers['x-signature'];
      const header = typeof signature === 'string' ? signature : undefined;
      received.push({
        raw: raw.toString('utf8'),
        body: JSON.parse(raw.toString('utf8')) as CallbackBody,
        signature: header,
        signatureValid: verifySignature(raw, secret, header),
        receivedAtMs: Date.now(),
      });
      response.writeHead(queue.shift() ?? 200, { 'content-type': 'text/plain' });
      response.end('ok');
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    callbackUrl: `http://127.0.0.1:${port}/callbacks/gateway-sim`,
    received,
    answerWith: (statuses) => {
      queue = [...statuses];
    },
    waitFor: (count, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} callbacks, got ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
