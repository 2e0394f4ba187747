import type { Redis } from 'ioredis';
import { eventChunk, type Write } from '../../../lib/event-stream.ts';
import { RedisBus, busChannel } from '../../../lib/redis-bus.ts';

/** What the stream carries (API.md): odds, market state and score changes. */
export type SportsStreamEvent =
  | {
      type: 'odds';
      data: { eventId: number; marketId: number; selectionId: number; odds: string; state: string };
    }
  | { type: 'market'; data: { marketId: number; state: string } }
  | {
      type: 'score';
      data: { eventId: number; home: number | null; away: number | null; state: string };
    };

export type SportsPublish = (events: readonly SportsStreamEvent[]) => void;

const TYPES = new Set(['odds', 'market', 'score']);
const isSportsEvent = (event: unknown): event is SportsStreamEvent =>
  TYPES.has((event as { type?: unknown } | null)?.type as string);

/**
 * The streams open on this node. An event is serialized once and written to every client, so a
 * change reaches thousands of members for the price of one JSON.stringify; with Redis, events of
 * the other nodes arrive through the bus and are written the same way.
 */
export class SportsHub {
  private readonly clients = new Set<Write>();
  private bus: RedisBus<SportsStreamEvent> | undefined;

  get size() {
    return this.clients.size;
  }

  watch(write: Write): () => void {
    this.clients.add(write);
    return () => this.clients.delete(write);
  }

  readonly publish: SportsPublish = (events) => {
    for (const event of events) {
      this.deliver(event);
      this.bus?.publish(event);
    }
  };

  private deliver(event: SportsStreamEvent) {
    const chunk = eventChunk(event.type, event.data);
    for (const write of this.clients) write(chunk);
  }

  /** Joins the other nodes through Redis; the answer leaves them again. */
  async connect(
    redis: Redis,
    namespace: string,
    log: { warn(obj: object, msg: string): void },
  ): Promise<() => Promise<void>> {
    const joined = new RedisBus(redis, busChannel(namespace, 'sports'), log, isSportsEvent);
    await joined.listen((event) => this.deliver(event));
    this.bus = joined;
    return async () => {
      this.bus = undefined;
      await joined.close();
    };
  }
}
