import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Page } from '../../lib/api.ts';
import { applyMessage, applyRead, patchQueue, readInQueue } from './desk-cache.ts';
import { openDeskStream, type DeskEvent, type StreamState } from './desk-stream.ts';
import {
  THREADS_KEY,
  threadKey,
  type DeskDetail,
  type DeskThread,
  type QueueFilter,
} from './support-api.ts';

/** A customer wrote where the agent is not looking: `fresh` when the queue had no such thread. */
export type Notice = (event: DeskEvent, fresh: boolean) => void;

/** Several events in a burst read the queue once. */
const REREAD_DELAY_MS = 400;

/**
 * Keeps the desk live while the screen is open: each message and read mark of the stream goes
 * into the cached queue pages and the open thread; a thread the cached pages do not hold (a new
 * one) and every reconnection read the queue again (with the open thread, for what was missed).
 * Details are not re-read per event: each read of a thread is an audited personal-data read.
 */
export function useDeskLive(site: string | undefined, lang: string, notice: Notice): StreamState {
  const client = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const noticeRef = useRef(notice);
  useEffect(() => {
    noticeRef.current = notice;
  }, [notice]);

  useEffect(() => {
    const stale = new Map<string, QueryKey>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reread = (key: QueryKey) => {
      stale.set(JSON.stringify(key), key);
      clearTimeout(timer);
      timer = setTimeout(() => {
        for (const queryKey of stale.values())
          void client.invalidateQueries({ queryKey, exact: true });
        stale.clear();
      }, REREAD_DELAY_MS);
    };
    const pages = () => client.getQueriesData<Page<DeskThread>>({ queryKey: [THREADS_KEY] });
    let connectedOnce = false;

    const stop = openDeskStream(site, lang, {
      onState: setState,
      onReady: () => {
        // The first `ready` follows the first reads; later ones catch up on what was missed.
        if (connectedOnce) void client.invalidateQueries({ queryKey: ['support-thread'] });
        if (connectedOnce) void client.invalidateQueries({ queryKey: [THREADS_KEY] });
        connectedOnce = true;
      },
      onMessage: (event) => {
        let known = false;
        const closed = event.message.author === 'system' && event.message.event === 'closed';
        for (const [key, page] of pages()) {
          if (!page) continue;
          const filter = key[1] as QueueFilter | undefined;
          const patched = patchQueue(page, event);
          if (patched) {
            known = true;
            client.setQueryData(key, patched);
            // A closed thread leaves the open queue (and joins the closed one).
            if (closed) reread(key);
          } else if (closed || filter?.state !== 'closed') reread(key);
        }
        client.setQueryData<DeskDetail>(threadKey(event.thread.id), (old) =>
          old ? applyMessage(old, event) : old,
        );
        if (event.message.author === 'customer') noticeRef.current(event, !known);
      },
      onRead: (read) => {
        for (const [key, page] of pages()) {
          if (page) client.setQueryData(key, readInQueue(page, read));
        }
        client.setQueryData<DeskDetail>(threadKey(read.threadId), (old) =>
          old ? applyRead(old, read) : old,
        );
      },
      // A session gone shows on the next read of the API, which sends the console to sign-in.
      onRefused: () => void client.invalidateQueries({ queryKey: [THREADS_KEY] }),
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [client, site, lang]);

  return state;
}
