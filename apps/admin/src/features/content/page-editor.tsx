import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Form, Input, InputNumber, Select, Space, Spin } from 'antd';
import { CONTENT_SLUG_PATTERN, LANGS, type Lang } from '@kirin/contract';
import { useLanguage } from '../../i18n/language.tsx';
import { useSubmit } from '../../lib/use-submit.ts';
import { previewPage, readPage, savePage, type PageDraft } from './content-api.ts';

/**
 * One page of a brand in one language: title, order and HTML body, with a preview of the body as
 * the server would store it (sanitised there, so the console never runs what an operator pasted).
 */
export function PageEditor({
  site,
  editing,
  onClose,
  onSaved,
}: {
  site: string;
  /** A saved page's id, `'new'`, or null when closed. */
  editing: number | 'new' | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { texts } = useLanguage();
  const t = texts.content;
  const { message } = App.useApp();
  const [form] = Form.useForm<PageDraft>();
  const save = useSubmit();
  const previewing = useSubmit();
  const client = useQueryClient();
  const [preview, setPreview] = useState<string | null>(null);
  const saved = useQuery({
    queryKey: ['content-page', editing],
    queryFn: () => readPage(editing as number),
    enabled: typeof editing === 'number',
  });

  useEffect(() => {
    setPreview(null);
    form.resetFields();
    if (saved.data && typeof editing === 'number') form.setFieldsValue(saved.data as PageDraft);
  }, [editing, saved.data, form]);

  const showPreview = () =>
    previewing.submit(async () =>
      setPreview((await previewPage(form.getFieldValue('body') ?? '')).html),
    );

  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      width={820}
      title={editing === 'new' ? t.create : t.edit}
      extra={
        <Space>
          <Button loading={previewing.busy} onClick={() => void showPreview()}>
            {t.preview}
          </Button>
          <Button type="primary" loading={save.busy} onClick={() => form.submit()}>
            {t.save}
          </Button>
        </Space>
      }
    >
      {typeof editing === 'number' && saved.isPending && <Spin />}
      {(save.refusal ?? previewing.refusal) && (
        <Alert
          className="form-refusal"
          type="error"
          showIcon
          message={save.refusal ?? previewing.refusal}
        />
      )}
      <Form<PageDraft>
        form={form}
        name="content-page"
        layout="vertical"
        initialValues={{ site, lang: 'zh-CN' as Lang, sort: 0 }}
        onFinish={(draft) =>
          save.submit(async () => {
            const saved = await savePage({ ...draft, site });
            // Opened again, the page shows what was saved, not the copy read before.
            client.setQueryData(['content-page', saved.id], saved);
            void message.success(t.saved);
            await onSaved();
            onClose();
          })
        }
      >
        <Space size="large" wrap>
          <Form.Item
            name="slug"
            label={t.slug}
            extra={t.slugHint}
            rules={[{ required: true, pattern: CONTENT_SLUG_PATTERN, message: t.slugHint }]}
          >
            <Input disabled={editing !== 'new'} style={{ width: 320 }} maxLength={120} />
          </Form.Item>
          <Form.Item name="lang" label={t.lang}>
            <Select<Lang>
              disabled={editing !== 'new'}
              style={{ width: 140 }}
              options={LANGS.map((lang) => ({ value: lang, label: texts.list.langs[lang] }))}
            />
          </Form.Item>
          <Form.Item name="sort" label={t.sort}>
            <InputNumber min={0} max={100_000} />
          </Form.Item>
        </Space>
        <Form.Item
          name="title"
          label={t.pageTitle}
          rules={[{ required: true, whitespace: true, message: t.required }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="body"
          label={t.body}
          rules={[{ required: true, whitespace: true, message: t.required }]}
        >
          <Input.TextArea rows={12} className="content-source" />
        </Form.Item>
      </Form>
      {preview !== null && (
        <>
          <Alert type="info" showIcon message={t.previewNote} />
          {/* The server's sanitised output, as the member site renders it. */}
          <div
            className="content-preview"
            role="document"
            aria-label={t.preview}
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        </>
      )}
    </Drawer>
  );
}
