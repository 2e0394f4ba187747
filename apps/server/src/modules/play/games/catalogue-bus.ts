import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Where catalogue changes are announced between nodes: `<namespace>catalogue`. */
export function catalogueChannel(namespace: string): string {
  return namespace.endsWith(':') ? `${namespace}catalogue` : `${namespace}:catalogue`;
}

type Log = { warn(obj: object, msg: string): void };

/**
 * Tells other nodes that a site's catalogue changed, over Redis pub/sub. Subscribing needs a
 * connection of its own (a subscribed connection can do nothing else), so the shared client is
 * duplicated. Messages carry this node's id so that a node does not act on its own news twice.
 * Delivery is best effort: a lost message is caught by the version recheck.
 */
export class CatalogueBus {
  readonly nodeId = randomUUID();
  private subscriber: Redis | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly channel: string,
    private readonly log: Log,
  ) {}

  async listen(onRemoteChange: (siteCode: string) => void): Promise<void> {
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('error', (err) => this.log.warn({ err }, 'catalogue subscriber error'));
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const parsed = parseMessage(message);
      if (parsed && parsed.node !== this.nodeId) onRemoteChange(parsed.site);
    });
    try {
      await subscriber.subscribe(this.channel);
    } catch (err) {
      // ioredis subscribes again once it reconnects; until then the recheck covers.
      this.log.warn({ err }, 'catalogue subscription failed; relying on the version recheck');
    }
  }

  publish(siteCode: string): void {
    const message = JSON.stringify({ node: this.nodeId, site: siteCode });
    this.redis.publish(this.channel, message).catch((err: unknown) => {
      this.log.warn({ err }, 'catalogue change not published; other nodes recheck within seconds');
    });
  }

  async close(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    await subscriber?.quit().catch(() => subscriber.disconnect());
  }
}

function parseMessage(message: string): { node: string; site: string } | undefined {
  try {
    const value = JSON.parse(message) as { node?: unknown; site?: unknown };
    if (typeof value.node === 'string' && typeof value.site === 'string') {
      return { node: value.node, site: value.site };
    }
  } catch {
    // Not ours: ignored.
  }
  return undefined;
}
