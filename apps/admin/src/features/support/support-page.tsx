import './support.css';
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Space, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHead } from '../../components/page-head.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { ConversationPane } from './conversation-pane.tsx';
import { lastOf } from './desk-cache.ts';
import type { StreamState } from './desk-stream.ts';
import { listThreads, THREADS_KEY, type DeskThread, type QueueFilter } from './support-api.ts';
import { customerName, excerptOf, ThreadQueue } from './thread-queue.tsx';
import { useDeskLive, type Notice } from './use-desk-live.ts';

const LIVE_STATUS = { connecting: 'processing', live: 'success', down: 'error' } as const;

/**
 * The live support desk: the queue of conversations beside the open one, kept live by the
 * stream; a customer writing elsewhere raises a notice that opens their conversation. The open
 * thread is in the address (`?thread=`), so a link or a reload lands on it.
 */
export function SupportPage({ sites }: { sites: string[] | null }) {
  const { texts, lang } = useLanguage();
  const t = texts.support;
  const { notification } = App.useApp();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('thread')) || null;
  const list = usePagedList<DeskThread, QueueFilter>(THREADS_KEY, listThreads, {
    state: 'open',
    // An operator kept to several sites reads one at a time (SITE_REQUIRED).
    site: sites && sites.length > 1 ? sites[0] : undefined,
  });

  const open = useCallback(
    (id: number) => {
      notification.destroy(`support-${id}`);
      setParams({ thread: String(id) });
    },
    [notification, setParams],
  );

  const notice: Notice = useCallback(
    (event, fresh) => {
      const { thread, message } = event;
      if (thread.id === openId && document.visibilityState === 'visible') return;
      const key = `support-${thread.id}`;
      notification.info({
        key,
        placement: 'bottomRight',
        message: fresh ? t.newThread : t.newMessage,
        description: `${customerName(thread, t)} · ${thread.siteCode}: ${excerptOf(lastOf(message), t)}`,
        actions: (
          <Button type="primary" size="small" onClick={() => open(thread.id)}>
            {t.openThread}
          </Button>
        ),
      });
    },
    [notification, open, openId, t],
  );

  const live: StreamState = useDeskLive(list.filter.site, lang, notice);
  const unread = (list.query.data?.list ?? []).reduce((sum, thread) => sum + thread.unread, 0);

  return (
    <div className="support-page">
      <PageHead
        title={t.title}
        extra={
          <Space>
            {unread > 0 && <Tag color="red">{fill(t.unreadTotal, { n: unread })}</Tag>}
            <Badge status={LIVE_STATUS[live]} text={t.live[live]} />
            <Button
              onClick={() => {
                void client.invalidateQueries({ queryKey: [THREADS_KEY] });
                if (openId !== null)
                  void client.invalidateQueries({ queryKey: ['support-thread', openId] });
              }}
            >
              {t.refresh}
            </Button>
          </Space>
        }
      />
      <div className="support-desk">
        <ThreadQueue list={list} sites={sites} openId={openId} onOpen={open} />
        <ConversationPane id={openId} />
      </div>
    </div>
  );
}
