import { useState } from 'react';
import { Button, Form, Modal, Segmented, Space, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { LANGS, type Lang } from '@kirin/contract';
import { PageHead } from '../../components/page-head.tsx';
import { QueueTable } from '../../components/queue-table.tsx';
import { SiteSelect } from '../../components/site-select.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatTime } from '../../lib/format.ts';
import { useKeyedAction } from '../../lib/idempotency.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { PopupForm, previewOf } from './popup-form.tsx';
import { PopupPreview } from './popup-preview.tsx';
import {
  listPopups,
  POPUP_STATE_COLOURS,
  popupState,
  updatePopup,
  type AdminPopup,
} from './popups-api.ts';

type Filter = { site?: string };

/**
 * The pop-ups members meet on opening a site, of every site or one, in the order they come:
 * new, edit beside a preview, publish or take down from the list.
 */
export function PopupsPage({ sites }: { sites: string[] | null }) {
  const { texts } = useLanguage();
  const t = texts.popups;
  // An operator kept to several sites reads one at a time.
  const list = usePagedList<AdminPopup, Filter>('popups', listPopups, {
    site: sites && sites.length > 1 ? sites[0] : undefined,
  });
  const [editing, setEditing] = useState<AdminPopup | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<AdminPopup | null>(null);
  const [previewLang, setPreviewLang] = useState<Lang>('zh-CN');
  const act = useKeyedAction(t.saved, () => list.query.refetch());

  const columns: ColumnsType<AdminPopup> = [
    { title: 'ID', dataIndex: 'id' },
    { title: texts.list.site, dataIndex: 'site' },
    {
      title: t.name,
      render: (_, row) => (
        <Typography.Text ellipsis style={{ maxWidth: 240 }}>
          {row.title['zh-CN'] ?? ''}
        </Typography.Text>
      ),
    },
    {
      title: t.audience,
      dataIndex: 'audience',
      render: (a: AdminPopup['audience']) => t.audiences[a],
    },
    {
      title: t.period,
      render: (_, row) => (
        <>
          <div>{formatTime(row.startsAt)}</div>
          <Typography.Text type="secondary">
            {`– ${row.endsAt ? formatTime(row.endsAt) : t.longTerm}`}
          </Typography.Text>
        </>
      ),
    },
    { title: t.sortShort, dataIndex: 'sort', align: 'right' },
    {
      title: t.state,
      render: (_, row) => {
        const state = popupState(row);
        return (
          <Space>
            <Tag color={POPUP_STATE_COLOURS[state]}>{t.states[state]}</Tag>
            <Switch
              size="small"
              aria-label={`${row.published ? t.unpublish : t.publish} #${row.id}`}
              checked={row.published}
              onChange={(next) =>
                act(`publish:${row.id}`, () => updatePopup(row.id, { published: next }))
              }
            />
          </Space>
        );
      },
    },
    {
      title: texts.list.actions,
      render: (_, row) => (
        <Space>
          <Button size="small" onClick={() => setEditing(row)}>
            {t.editAction}
          </Button>
          <Button
            size="small"
            onClick={() => {
              setPreviewLang('zh-CN');
              setPreviewing(row);
            }}
          >
            {t.previewAction}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHead
        title={t.title}
        extra={
          <Button type="primary" onClick={() => setEditing('new')}>
            {t.create}
          </Button>
        }
      />
      <Space className="list-filters" wrap>
        <Form.Item label={texts.list.site} style={{ margin: 0 }}>
          <SiteSelect
            sites={sites}
            aria-label={texts.list.site}
            allowClear={sites === null}
            placeholder={texts.list.any}
            value={list.filter.site}
            onChange={(site?: string) => list.setFilter({ site })}
          />
        </Form.Item>
      </Space>
      <QueueTable
        list={list}
        columns={columns}
        csv={{
          name: 'popups',
          columns: [
            { title: 'ID', value: (r) => r.id },
            { title: texts.list.site, value: (r) => r.site },
            ...LANGS.map((lang) => ({
              title: `${t.name} (${lang})`,
              value: (r: AdminPopup) => r.title[lang] ?? '',
            })),
            { title: t.audience, value: (r) => t.audiences[r.audience] },
            { title: t.starts, value: (r) => formatTime(r.startsAt) },
            { title: t.ends, value: (r) => (r.endsAt ? formatTime(r.endsAt) : t.longTerm) },
            { title: t.sort, value: (r) => r.sort },
            { title: t.state, value: (r) => t.states[popupState(r)] },
            { title: texts.list.time, value: (r) => formatTime(r.updatedAt) },
          ],
        }}
      />
      <PopupForm
        editing={editing}
        sites={sites}
        site={list.filter.site}
        onClose={() => setEditing(null)}
        onSaved={async (saved) => {
          // A new pop-up is shown among its own site's, where it takes its place.
          if (editing === 'new' && list.filter.site !== saved.site)
            list.setFilter({ site: saved.site });
          else await list.query.refetch();
        }}
      />
      <Modal
        open={previewing !== null}
        title={previewing && fill(t.previewOf, { id: previewing.id })}
        footer={null}
        width={420}
        centered
        onCancel={() => setPreviewing(null)}
      >
        {previewing && (
          <div className="popup-preview">
            <Segmented<Lang>
              value={previewLang}
              onChange={setPreviewLang}
              options={LANGS.map((value) => ({ value, label: texts.list.langs[value] }))}
            />
            <PopupPreview content={previewOf(previewing, previewLang)} lang={previewLang} />
            <div className="popup-preview-note">
              {previewLang !== 'zh-CN' && !previewing.title[previewLang]
                ? t.fallback
                : t.previewHint}
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}
