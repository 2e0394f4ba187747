import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** The channel of a kind of event between nodes: `<namespace>:<name>`. */
export function busChannel(namespace: string, name: string): string {
  return namespace.endsWith(':') ? `${namespace}${name}` : `${namespace}:${name}`;
}

type Log = { warn(obj: object, msg: string): void };

/**
 * Events to the other nodes over Redis pub/sub, so that a client whose stream is open on one node
 * sees what happened on another. The subscriber is a connection of its own and a node ignores its
 * own messages, which it has delivered already. Delivery is best effort: a client that reconnects
 * reads what it missed. `accept` keeps what is not an event of this bus out.
 */
export class RedisBus<T> {
  readonly nodeId = randomUUID();
  private subscriber: Redis | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly channel: string,
    private readonly log: Log,
    private readonly accept: (event: unknown) => event is T,
  ) {}

  async listen(onRemote: (event: T) => void): Promise<void> {
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('error', (err) => this.log.warn({ err }, `${this.channel} subscriber error`));
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const parsed = this.parse(message);
      if (parsed && parsed.node !== this.nodeId) onRemote(parsed.event);
    });
    try {
      await subscriber.subscribe(this.channel);
    } catch (err) {
      // ioredis subscribes again once it reconnects; until then clients catch up on reconnect.
      this.log.warn(
        { err },
        `${this.channel} subscription failed; other nodes’ events wait for it`,
      );
    }
  }

  publish(event: T): void {
    const message = JSON.stringify({ node: this.nodeId, event });
    this.redis.publish(this.channel, message).catch((err: unknown) => {
      this.log.warn({ err }, `${this.channel} event not published to other nodes`);
    });
  }

  async close(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    await subscriber?.quit().catch(() => subscriber.disconnect());
  }

  private parse(message: string): { node: string; event: T } | undefined {
    try {
      const value = JSON.parse(message) as { node?: unknown; event?: unknown };
      if (typeof value.node === 'string' && this.accept(value.event)) {
        return { node: value.node, event: value.event };
      }
    } catch {
      // Not ours: ignored.
    }
    return undefined;
  }
}
