import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { SupportEvent } from './support-hub.ts';

/** Where chat events travel between nodes: `<namespace>support`. */
export function supportChannel(namespace: string): string {
  return namespace.endsWith(':') ? `${namespace}support` : `${namespace}:support`;
}

type Log = { warn(obj: object, msg: string): void };

/**
 * Chat events to the other nodes over Redis pub/sub, so that a member whose stream is open on
 * one node sees a reply written on another. As for the catalogue (games/catalogue-bus.ts) the
 * subscriber is a connection of its own and a node ignores its own messages, which it has
 * delivered already. Delivery is best effort: a client that reconnects reads what it missed.
 */
export class SupportBus {
  readonly nodeId = randomUUID();
  private subscriber: Redis | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly channel: string,
    private readonly log: Log,
  ) {}

  async listen(onRemote: (event: SupportEvent) => void): Promise<void> {
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('error', (err) => this.log.warn({ err }, 'support subscriber error'));
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const parsed = parseMessage(message);
      if (parsed && parsed.node !== this.nodeId) onRemote(parsed.event);
    });
    try {
      await subscriber.subscribe(this.channel);
    } catch (err) {
      // ioredis subscribes again once it reconnects; until then clients catch up on reconnect.
      this.log.warn({ err }, 'support subscription failed; other nodes’ events wait for it');
    }
  }

  publish(event: SupportEvent): void {
    const message = JSON.stringify({ node: this.nodeId, event });
    this.redis.publish(this.channel, message).catch((err: unknown) => {
      this.log.warn({ err }, 'support event not published to other nodes');
    });
  }

  async close(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    await subscriber?.quit().catch(() => subscriber.disconnect());
  }
}

function parseMessage(message: string): { node: string; event: SupportEvent } | undefined {
  try {
    const value = JSON.parse(message) as { node?: unknown; event?: { type?: unknown } };
    const type = value.event?.type;
    if (typeof value.node === 'string' && (type === 'message' || type === 'read')) {
      return { node: value.node, event: value.event as SupportEvent };
    }
  } catch {
    // Not ours: ignored.
  }
  return undefined;
}
