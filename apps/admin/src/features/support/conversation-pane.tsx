import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Popconfirm, Spin, Tag, Typography } from 'antd';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import type { Page } from '../../lib/api.ts';
import { formatTime } from '../../lib/format.ts';
import { Composer } from './composer.tsx';
import { lastOf, mergeMessages } from './desk-cache.ts';
import { MessageList } from './message-list.tsx';
import {
  closeThread,
  markRead,
  readThread,
  replyTo,
  THREADS_KEY,
  threadKey,
  type DeskDetail,
  type DeskThread,
} from './support-api.ts';
import { customerName } from './thread-queue.tsx';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The thread as the API answered it, into the open thread and every cached queue page. */
function useStoreThread() {
  const client = useQueryClient();
  return useCallback(
    (thread: DeskThread) => {
      client.setQueryData<DeskDetail>(threadKey(thread.id), (old) =>
        old ? { ...old, thread } : old,
      );
      for (const [key, page] of client.getQueriesData<Page<DeskThread>>({
        queryKey: [THREADS_KEY],
      })) {
        if (!page?.list.some((row) => row.id === thread.id)) continue;
        client.setQueryData(key, {
          ...page,
          list: page.list.map((row) => (row.id === thread.id ? thread : row)),
        });
      }
    },
    [client],
  );
}

/**
 * While the thread is on screen and the tab is seen, what the customer wrote is marked read (they
 * see it as seen, and the queue's count empties). Each state of the thread is tried once.
 */
function useMarkRead(detail: DeskDetail | undefined) {
  const store = useStoreThread();
  const tried = useRef('');
  const id = detail?.thread.id;
  const unread = detail?.thread.unread ?? 0;
  const lastId = detail?.list.at(-1)?.id ?? 0;
  useEffect(() => {
    if (id === undefined || unread === 0) return undefined;
    const send = () => {
      const attempt = `${id}:${lastId}:${unread}`;
      if (document.visibilityState !== 'visible' || tried.current === attempt) return;
      tried.current = attempt;
      markRead(id).then(store, () => undefined);
    };
    send();
    document.addEventListener('visibilitychange', send);
    return () => document.removeEventListener('visibilitychange', send);
  }, [id, unread, lastId, store]);
}

/** The open thread: who and where, its messages live, the reply box, and closing it. */
export function ConversationPane({ id }: { id: number | null }) {
  const { texts } = useLanguage();
  const t = texts.support;
  const { message } = App.useApp();
  const client = useQueryClient();
  const store = useStoreThread();
  const [earlier, setEarlier] = useState(false);
  const [closing, setClosing] = useState(false);
  const query = useQuery({
    queryKey: threadKey(id ?? 0),
    queryFn: () => readThread(id!),
    enabled: id !== null,
    // The stream keeps it current; a re-read is an audited read of personal data.
    staleTime: Infinity,
  });
  useMarkRead(query.data);

  if (id === null) {
    return (
      <section className="support-pane support-pane-empty">
        <Empty description={t.pick} />
      </section>
    );
  }
  if (query.isPending) {
    return (
      <section className="support-pane support-pane-empty">
        <Spin />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className="support-pane support-pane-empty">
        <Alert type="error" showIcon message={query.error.message} />
      </section>
    );
  }

  const { thread, list, hasMore } = query.data;
  const name = customerName(thread, t);
  const update = (change: (old: DeskDetail) => DeskDetail) =>
    client.setQueryData<DeskDetail>(threadKey(id), (old) => (old ? change(old) : old));

  const loadEarlier = async () => {
    const first = list[0];
    if (!first || earlier) return;
    setEarlier(true);
    try {
      const older = await readThread(id, first.id);
      update((old) => mergeMessages(old, older.list, older.hasMore));
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setEarlier(false);
    }
  };

  const send = async (content: string, images: number[]) => {
    try {
      const sent = await replyTo(id, content, images);
      update((old) => mergeMessages(old, [sent]));
      // Replying reads the thread too; the stream says so as well, unless it is down.
      store({ ...thread, unread: 0, last: lastOf(sent), lastMessageAt: sent.createdAt });
      return true;
    } catch (error) {
      void message.error(errorText(error));
      return false;
    }
  };

  const close = async () => {
    setClosing(true);
    try {
      store(await closeThread(id));
      void message.success(t.closed);
      void client.invalidateQueries({ queryKey: [THREADS_KEY] });
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setClosing(false);
    }
  };

  return (
    <section className="support-pane" aria-label={fill(t.thread, { id })}>
      <header className="support-pane-head">
        <div>
          <Typography.Title level={5} className="support-pane-title">
            {name}
          </Typography.Title>
          <Typography.Text type="secondary" className="support-pane-sub">
            {fill(t.thread, { id })} · {fill(t.started, { at: formatTime(thread.createdAt) })}
            {thread.closedAt && ` · ${fill(t.closedAt, { at: formatTime(thread.closedAt) })}`}
          </Typography.Text>
        </div>
        <div className="support-pane-tags">
          <Tag>{thread.siteCode}</Tag>
          <Tag color={thread.state === 'open' ? 'green' : 'default'}>{t.states[thread.state]}</Tag>
          {thread.state === 'open' && (
            <Popconfirm title={t.close} description={t.closeAsk} onConfirm={() => close()}>
              <Button danger loading={closing}>
                {t.close}
              </Button>
            </Popconfirm>
          )}
        </div>
      </header>
      <MessageList
        messages={list}
        customer={name}
        hasMore={hasMore}
        loadingEarlier={earlier}
        onEarlier={() => void loadEarlier()}
      />
      {thread.state === 'closed' ? (
        <Alert type="info" showIcon message={t.closedNote} className="support-closed-note" />
      ) : (
        <Composer key={id} send={send} />
      )}
    </section>
  );
}
