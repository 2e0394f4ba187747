import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { LANGS, type Lang } from '@kirin/contract';
import { PageHead } from '../../components/page-head.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { SiteSelect } from '../../components/site-select.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { formatTime } from '../../lib/format.ts';
import { listPages, type ContentPage } from './content-api.ts';
import { PageEditor } from './page-editor.tsx';

/** A brand's help and tutorial pages in each language: edit with a preview, or add one. */
export function ContentPagesPage() {
  const { texts } = useLanguage();
  const t = texts.content;
  const [site, setSite] = useState('pgdz');
  const [lang, setLang] = useState<Lang | undefined>('zh-CN');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const pages = useQuery({
    queryKey: ['content', site, lang],
    queryFn: () => listPages(site, lang),
  });

  const columns: ColumnsType<ContentPage> = [
    { title: t.slug, dataIndex: 'slug' },
    { title: t.lang, dataIndex: 'lang', render: (l: Lang) => texts.list.langs[l] },
    { title: t.pageTitle, dataIndex: 'title' },
    { title: t.sort, dataIndex: 'sort', align: 'right' },
    {
      title: t.updated,
      render: (_, p) => (p.updatedBy === null ? <Tag>{t.seeded}</Tag> : formatTime(p.updatedAt)),
    },
    {
      title: texts.list.actions,
      render: (_, p) => (
        <Button size="small" onClick={() => setEditing(p.id)}>
          {t.open}
        </Button>
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
      <Form layout="inline" className="list-filters">
        <Form.Item label={texts.list.site}>
          <SiteSelect value={site} onChange={(next: string) => setSite(next)} />
        </Form.Item>
        <Form.Item label={t.lang}>
          <Select<Lang>
            allowClear
            placeholder={texts.list.any}
            style={{ width: 140 }}
            value={lang}
            onChange={(next?: Lang) => setLang(next)}
            options={LANGS.map((l) => ({ value: l, label: texts.list.langs[l] }))}
          />
        </Form.Item>
      </Form>
      <ListTable<ContentPage> size="small" query={pages} columns={columns} />
      <PageEditor
        site={site}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => pages.refetch()}
      />
    </>
  );
}
