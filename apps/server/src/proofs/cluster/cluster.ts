import { ServerProcess, type ProofServer } from '../bank/stack.ts';
import { jobItemsOf, type JobItem } from './job-lines.ts';
import { RoundRobinProxy } from './proxy.ts';

/**
 * Nodes of the server on one database and one Redis, behind a round-robin proxy: to the bank
 * workload it is one server whose address never changes. A crash kills one node (in turn) and
 * starts it again while the others serve. Every node's job lines are kept, to count what each
 * background job did and where.
 */
export class Cluster implements ProofServer {
  readonly nodes: ServerProcess[];
  readonly jobItems: JobItem[] = [];
  readonly ready: Promise<void> = Promise.resolve();
  private readonly proxy: RoundRobinProxy;
  private readonly down = new Set<number>();
  private address = '';
  private startedAt: number | undefined;
  private kills = 0;

  constructor(env: Record<string, string>, onIncident: (what: string) => void, size: number) {
    this.nodes = Array.from(
      { length: size },
      (_, i) =>
        new ServerProcess(env, onIncident, `node ${i + 1}`, (entry, life) => {
          for (const item of jobItemsOf(entry)) this.jobItems.push({ ...item, node: i + 1, life });
        }),
    );
    this.proxy = new RoundRobinProxy(() =>
      this.nodes.flatMap((node, i) => (this.down.has(i) ? [] : [{ node: i + 1, url: node.url() }])),
    );
  }

  /** The first node migrates and seeds the database; the others then start together. */
  async start(attempts?: number): Promise<void> {
    await this.nodes[0]!.start(attempts);
    await Promise.all(this.nodes.slice(1).map((node) => node.start(attempts)));
    this.address = await this.proxy.listen();
    this.startedAt = Date.now();
  }

  url(): string {
    return this.address;
  }

  /** Node restarts so far: the request log's "life" of a cluster. */
  life(): number {
    return this.kills;
  }

  /** The cluster serves all along: wall time since it started. */
  uptimeMs(): number {
    return this.startedAt === undefined ? 0 : Date.now() - this.startedAt;
  }

  async restart(): Promise<void> {
    const i = this.kills % this.nodes.length;
    this.kills += 1;
    this.down.add(i);
    try {
      await this.nodes[i]!.restart();
    } finally {
      this.down.delete(i);
    }
  }

  async stop(): Promise<void> {
    await this.proxy.close();
    await Promise.all(this.nodes.map((node) => node.stop()));
  }

  /** Requests the proxy sent to each node, by its number. */
  spread(): ReadonlyMap<number, number> {
    return this.proxy.sent;
  }

  stderr(): string {
    return this.nodes.map((node, i) => `node ${i + 1}:\n${node.stderr()}`).join('\n');
  }

  get errorLines(): readonly string[] {
    return this.nodes.flatMap((node, i) => node.errorLines.map((l) => `node ${i + 1} ${l}`));
  }

  get selfExits(): readonly string[] {
    return this.nodes.flatMap((node) => node.selfExits);
  }
}
