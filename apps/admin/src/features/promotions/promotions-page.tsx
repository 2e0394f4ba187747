import { useState } from 'react';
import { Button, Form, Space, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { QueueTable } from '../../components/queue-table.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatAmount, formatRate, formatTime } from '../../lib/format.ts';
import { useKeyedAction } from '../../lib/idempotency.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { PromotionForm } from './promotion-form.tsx';
import { listPromotions, updatePromotion, type AdminPromotion } from './promotions-api.ts';
import { SiteSelect } from '../../components/site-select.tsx';

type Filter = { site?: string };

/** Activities of every site or one, in the order members see them; new, edit, publish. */
export function PromotionsPage() {
  const { texts } = useLanguage();
  const t = texts.promotions;
  const list = usePagedList<AdminPromotion, Filter>('promotions', listPromotions, {});
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const act = useKeyedAction(t.saved, () => list.query.refetch());

  const bonusOf = (row: AdminPromotion) => {
    if (row.kind !== 'apply') return '';
    if (Number(row.bonusRate) > 0) {
      return fill(t.share, {
        rate: formatRate(row.bonusRate),
        cap: formatAmount(row.bonusCap, row.currency),
      });
    }
    return fill(t.fixedOrShare, { amount: formatAmount(row.bonusAmount, row.currency) });
  };

  const columns: ColumnsType<AdminPromotion> = [
    { title: 'ID', dataIndex: 'id' },
    { title: texts.list.site, dataIndex: 'site' },
    { title: t.name, render: (_, row) => row.title['zh-CN'] ?? '' },
    { title: t.kind, dataIndex: 'kind', render: (kind: AdminPromotion['kind']) => t.kinds[kind] },
    {
      title: t.period,
      render: (_, row) =>
        `${formatTime(row.startsAt)} – ${row.endsAt ? formatTime(row.endsAt) : t.longTerm}`,
    },
    { title: t.bonus, render: (_, row) => bonusOf(row) },
    { title: t.sort, dataIndex: 'sort', align: 'right' },
    {
      title: t.published,
      dataIndex: 'published',
      render: (published: boolean, row) => (
        <Space>
          <Tag color={published ? 'green' : 'default'}>
            {published ? t.publishedTag : t.draftTag}
          </Tag>
          <Switch
            size="small"
            aria-label={`${published ? t.unpublish : t.publish} #${row.id}`}
            checked={published}
            onChange={(next) =>
              act(`publish:${row.id}`, () => updatePromotion(row.id, { published: next }))
            }
          />
        </Space>
      ),
    },
    { title: texts.list.time, dataIndex: 'updatedAt', render: (at: string) => formatTime(at) },
    {
      title: texts.list.actions,
      render: (_, row) => (
        <Button size="small" onClick={() => setEditing(row)}>
          {t.editAction}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={3}>{t.title}</Typography.Title>
      <Space className="list-filters" wrap>
        <Form.Item label={texts.list.site} style={{ margin: 0 }}>
          <SiteSelect
            allowClear
            placeholder={texts.list.any}
            value={list.filter.site}
            onChange={(site?: string) => list.setFilter({ site })}
          />
        </Form.Item>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t.create}
        </Button>
      </Space>
      <QueueTable list={list} columns={columns} />
      <PromotionForm
        editing={editing}
        site={list.filter.site}
        onClose={() => setEditing(null)}
        onSaved={async (saved) => {
          // A new activity is shown among its own site's, where it takes its place.
          if (editing === 'new' && list.filter.site !== saved.site)
            list.setFilter({ site: saved.site });
          else await list.query.refetch();
        }}
      />
    </>
  );
}
