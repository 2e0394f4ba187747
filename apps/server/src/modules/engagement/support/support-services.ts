import type { Redis } from 'ioredis';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { UploadService } from '../feedback/upload.service.ts';
import { SupportBus, supportChannel } from './support-bus.ts';
import { SupportDeskService } from './support-desk.service.ts';
import { SupportHub, type SupportEvent } from './support-hub.ts';
import { SupportImageService } from './support-image.service.ts';
import { STREAM_TIMING, type StreamTiming } from '../../../lib/event-stream.ts';
import { MessageViews } from './support-views.ts';
import { SupportService } from './support.service.ts';

type Log = { warn(obj: object, msg: string): void };

/**
 * The chat's services on one node: the customers' side, the operators' desk, operators' images,
 * the hub of this node's open streams, and (`connect`) the Redis bus to the other nodes. Without
 * Redis, events stay on this node, which is all there is.
 */
export function createSupportServices(
  db: Db,
  config: Pick<Config, 'uploadDir' | 'uploadLimitBytes' | 'uploadUrlSecret'>,
  deps: { uploads: UploadService; audit: AuditService },
) {
  const hub = new SupportHub();
  const images = new SupportImageService(db, config);
  const views = new MessageViews(db, deps.uploads, images);
  let bus: SupportBus | undefined;
  const publish = (event: SupportEvent) => {
    hub.deliver(event);
    bus?.publish(event);
  };
  const streamTiming: StreamTiming = { ...STREAM_TIMING };
  return {
    hub,
    images,
    /** Heartbeat and session recheck of streams; tests shorten them. */
    streamTiming,
    chat: new SupportService(db, { uploads: deps.uploads, views, publish }),
    desk: new SupportDeskService(db, { audit: deps.audit, images, views, publish }),
    /** Joins the other nodes through Redis; the answer leaves them again. */
    async connect(redis: Redis, namespace: string, log: Log): Promise<() => Promise<void>> {
      const joined = new SupportBus(redis, supportChannel(namespace), log);
      await joined.listen((event) => hub.deliver(event));
      bus = joined;
      return async () => {
        bus = undefined;
        await joined.close();
      };
    },
  };
}

export type SupportServices = ReturnType<typeof createSupportServices>;
