import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The load balancer in front of the nodes: each request goes to the next live node in turn. A
 * node that refuses the connection (killed, not yet listening) is skipped for the next one, as a
 * balancer's health check would; a node that dies while it has the request leaves the outcome
 * unknown, so the client's connection is cut rather than answered (a 502 would look like a
 * server fault, and the client could not tell it from one).
 */
export class RoundRobinProxy {
  private server: http.Server | undefined;
  private turn = 0;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  /** Requests sent to each upstream, by its number. */
  readonly sent = new Map<number, number>();

  constructor(private readonly upstreams: () => readonly { node: number; url: string }[]) {}

  async listen(): Promise<string> {
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => this.forward(request, Buffer.concat(chunks), response, 0));
      request.on('error', () => response.destroy());
    });
    server.keepAliveTimeout = 30_000;
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  private forward(
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
    tried: number,
  ) {
    const live = this.upstreams();
    if (tried >= live.length || live.length === 0) {
      response.destroy();
      return;
    }
    const next = live[this.turn++ % live.length]!;
    const target = new URL(next.url);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host },
        agent: this.agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // Refused before anything was sent: the node is down, the next one takes it.
      if (error.code === 'ECONNREFUSED') this.forward(request, body, response, tried + 1);
      else response.destroy();
    });
    this.sent.set(next.node, (this.sent.get(next.node) ?? 0) + 1);
    upstream.end(body);
  }

  async close(): Promise<void> {
    this.agent.destroy();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
