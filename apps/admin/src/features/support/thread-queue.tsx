import { Alert, Badge, Pagination, Segmented, Spin, Tag, Typography } from 'antd';
import { SUPPORT_THREAD_STATES, type SupportThreadState } from '@kirin/contract';
import { CsvExport } from '../../components/csv-export.tsx';
import { SiteSelect } from '../../components/site-select.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill, type Texts } from '../../i18n/texts.ts';
import { formatTime } from '../../lib/format.ts';
import type { usePagedList } from '../../lib/use-paged-list.ts';
import { isWaiting, orderQueue, shortTime } from './desk-cache.ts';
import type { DeskThread, QueueFilter } from './support-api.ts';

type T = Texts['support'];
export type QueueList = ReturnType<typeof usePagedList<DeskThread, QueueFilter>>;

/** Who the thread is with: the member's account, or the visitor by the thread's number. */
export const customerName = (thread: Pick<DeskThread, 'id' | 'account'>, t: T): string =>
  thread.account ?? fill(t.visitor, { id: thread.id });

/** The last message in a line: its text, a picture's mark, or what the system recorded. */
export function excerptOf(last: DeskThread['last'], t: T): string {
  if (!last) return t.noMessages;
  if (last.event === 'closed') return t.systemClosed;
  const pictures =
    last.images === 0 ? '' : last.images === 1 ? t.image : fill(t.images, { n: last.images });
  const text = [pictures, last.body].filter(Boolean).join(' ');
  return last.author === 'operator' ? `${t.operator}: ${text}` : text;
}

function QueueItem({
  thread,
  active,
  onOpen,
}: {
  thread: DeskThread;
  active: boolean;
  onOpen: (id: number) => void;
}) {
  const { texts } = useLanguage();
  const t = texts.support;
  const name = customerName(thread, t);
  return (
    <li>
      <button
        type="button"
        className={`support-item${active ? ' is-active' : ''}${thread.unread > 0 ? ' is-unread' : ''}`}
        aria-current={active ? 'true' : undefined}
        onClick={() => onOpen(thread.id)}
      >
        <span className="support-item-head">
          <span className="support-item-name">{name}</span>
          <Tag bordered={false}>{thread.siteCode}</Tag>
          {thread.unread === 0 && isWaiting(thread) && (
            <Tag color="orange" bordered={false}>
              {t.waiting}
            </Tag>
          )}
          <time
            className="support-item-time"
            dateTime={thread.lastMessageAt}
            title={formatTime(thread.lastMessageAt)}
          >
            {shortTime(thread.lastMessageAt)}
          </time>
        </span>
        <span className="support-item-foot">
          <span className="support-item-last">{excerptOf(thread.last, t)}</span>
          <Badge count={thread.unread} overflowCount={99} />
        </span>
      </button>
    </li>
  );
}

/**
 * The queue: the state and site filters, a page of threads (unread and waiting ones first),
 * paging as the API pages, and the filter's threads as CSV.
 */
export function ThreadQueue({
  list,
  sites,
  openId,
  onOpen,
}: {
  list: QueueList;
  sites: string[] | null;
  openId: number | null;
  onOpen: (id: number) => void;
}) {
  const { texts } = useLanguage();
  const t = texts.support;
  const { filter, setFilter } = list;
  const threads = orderQueue(list.query.data?.list ?? []);
  return (
    <section className="support-queue" aria-label={t.queue}>
      <div className="support-queue-tools">
        <Segmented<SupportThreadState>
          value={filter.state ?? 'open'}
          onChange={(state) => setFilter({ ...filter, state })}
          options={SUPPORT_THREAD_STATES.map((state) => ({ value: state, label: t.states[state] }))}
        />
        {(sites === null || sites.length > 1) && (
          // An operator kept to several sites reads one at a time (SITE_REQUIRED).
          <SiteSelect
            sites={sites}
            aria-label={texts.list.site}
            allowClear={sites === null}
            placeholder={texts.list.site}
            value={filter.site}
            onChange={(site?: string) => setFilter({ ...filter, site })}
          />
        )}
        <CsvExport
          list={list}
          name="support-threads"
          columns={[
            { title: t.csv.id, value: (row) => row.id },
            { title: t.csv.site, value: (row) => row.siteCode },
            { title: t.csv.customer, value: (row) => customerName(row, t) },
            { title: t.csv.state, value: (row) => t.states[row.state] },
            { title: t.csv.unread, value: (row) => row.unread },
            { title: t.csv.last, value: (row) => excerptOf(row.last, t) },
            { title: t.csv.lastAt, value: (row) => formatTime(row.lastMessageAt) },
            { title: t.csv.createdAt, value: (row) => formatTime(row.createdAt) },
          ]}
        />
      </div>
      {list.query.isError && (
        <Alert
          type="error"
          showIcon
          message={list.query.error.message}
          className="support-queue-alert"
        />
      )}
      <Spin spinning={list.query.isPending || list.query.isPlaceholderData}>
        <ul className="support-list">
          {threads.map((thread) => (
            <QueueItem
              key={thread.id}
              thread={thread}
              active={thread.id === openId}
              onOpen={onOpen}
            />
          ))}
        </ul>
        {list.query.isSuccess && threads.length === 0 && (
          <Typography.Paragraph type="secondary" className="support-queue-empty">
            {t.queueEmpty}
          </Typography.Paragraph>
        )}
      </Spin>
      <Pagination
        className="support-queue-pages"
        size="small"
        hideOnSinglePage
        {...list.pagination}
        showTotal={(n) => fill(texts.list.total, { n })}
      />
    </section>
  );
}
