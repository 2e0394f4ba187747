import { createServer } from 'node:http';
import { ConfigError, loadConfig } from './config.ts';
import { FAULTS, SportsFeed, type Fault } from './feed.ts';

/**
 * The feed process: drives the book, and answers on a small HTTP port where its faults are
 * switched (`GET /faults`, `POST /faults` { fault, on }) while it runs.
 */
async function main() {
  const config = loadConfig();
  const feed = new SportsFeed({ ...config, log: (line) => console.error(`sports-feed: ${line}`) });
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url !== '/faults') return answer(404, { error: 'not found' });
    if (request.method === 'GET') return answer(200, { faults: feed.faults });
    if (request.method !== 'POST') return answer(405, { error: 'method' });
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      try {
        const input = JSON.parse(body) as { fault?: string; on?: boolean };
        if (!(FAULTS as readonly string[]).includes(input.fault ?? ''))
          return answer(400, { error: `fault is one of ${FAULTS.join(', ')}` });
        feed.setFault(input.fault as Fault, input.on !== false);
        return answer(200, { faults: feed.faults });
      } catch {
        return answer(400, { error: 'JSON body { fault, on }' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  await feed.start();
  // The one stdout line: a parent process waits for it and parses the URL out of it.
  console.log(`sports-feed listening on http://${config.host}:${port}`);

  const stop = (signal: NodeJS.Signals) => {
    console.error(`sports-feed: ${signal}, closing`);
    server.close();
    feed.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
