import type { Redis } from 'ioredis';
import { RedisBus, busChannel } from '../../../lib/redis-bus.ts';
import type { SupportEvent } from './support-hub.ts';

/** Where chat events travel between nodes: `<namespace>support`. */
export const supportChannel = (namespace: string) => busChannel(namespace, 'support');

const isSupportEvent = (event: unknown): event is SupportEvent => {
  const type = (event as { type?: unknown } | null)?.type;
  return type === 'message' || type === 'read';
};

/** Chat events to the other nodes, so a reply written on one reaches a member's stream on another. */
export class SupportBus extends RedisBus<SupportEvent> {
  constructor(redis: Redis, channel: string, log: { warn(obj: object, msg: string): void }) {
    super(redis, channel, log, isSupportEvent);
  }
}
