import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import {
  Alert,
  App,
  Button,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Segmented,
  Space,
  Switch,
  Tabs,
} from 'antd';
import {
  LANGS,
  POPUP_AUDIENCES,
  POPUP_BODY_MAX,
  PROMO_TITLE_MAX,
  type Lang,
  type LocalizedInput,
} from '@kirin/contract';
import { SiteSelect } from '../../components/site-select.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { ApiRefusal } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { PopupPreview, type PreviewContent } from './popup-preview.tsx';
import { createPopup, updatePopup, type AdminPopup, type PopupDraft } from './popups-api.ts';
import './popups.css';

type Values = Omit<PopupDraft, 'startsAt' | 'endsAt'> & {
  startsAt: Dayjs;
  endsAt: Dayjs | null;
};

const valuesOf = (popup: AdminPopup): Values => ({
  audience: popup.audience,
  title: popup.title,
  body: popup.body,
  imageUrl: popup.imageUrl,
  link: popup.link,
  startsAt: dayjs(popup.startsAt),
  endsAt: popup.endsAt ? dayjs(popup.endsAt) : null,
  sort: popup.sort,
  published: popup.published,
});

/** A text in the member's language, else the zh-CN every member falls back to (as the API does). */
export const inLang = (text: LocalizedInput | undefined, lang: Lang): string =>
  text?.[lang]?.trim() || text?.['zh-CN']?.trim() || '';

/** What a member reading `lang` sees of these fields. */
export const previewOf = (
  fields: Partial<Pick<PopupDraft, 'title' | 'body' | 'imageUrl' | 'link'>>,
  lang: Lang,
): PreviewContent => ({
  title: inLang(fields.title, lang),
  body: inLang(fields.body, lang),
  imageUrl: fields.imageUrl?.trim() ?? '',
  link: fields.link?.trim() ?? '',
});

/**
 * A pop-up's every field, new or saved, beside a phone showing it in the language of the open
 * tab: texts in three languages (zh-CN required, the others fall back to it), who sees it, when,
 * in which order, and whether members see it at all. A refusal marks the fields it names.
 */
export function PopupForm({
  editing,
  sites,
  site,
  onClose,
  onSaved,
}: {
  /** The pop-up being changed; `'new'` for a new one; null when closed. */
  editing: AdminPopup | 'new' | null;
  sites: string[] | null;
  site?: string;
  onClose: () => void;
  onSaved: (saved: AdminPopup) => Promise<unknown>;
}) {
  const { texts } = useLanguage();
  const t = texts.popups;
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSubmit();
  const [lang, setLang] = useState<Lang>('zh-CN');
  const isNew = editing === 'new';
  const title = Form.useWatch('title', form) as LocalizedInput | undefined;
  const body = Form.useWatch('body', form) as LocalizedInput | undefined;
  const imageUrl = Form.useWatch('imageUrl', form) as string | undefined;
  const link = Form.useWatch('link', form) as string | undefined;

  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    setLang('zh-CN');
    if (editing === 'new') form.setFieldsValue({ startsAt: dayjs().startOf('minute') });
    else form.setFieldsValue(valuesOf(editing));
  }, [editing, form]);

  const submit = (values: Values) =>
    save.submit(async () => {
      const draft: PopupDraft = {
        ...values,
        imageUrl: values.imageUrl?.trim() ?? '',
        link: values.link?.trim() ?? '',
        startsAt: values.startsAt.toISOString(),
        endsAt: values.endsAt ? values.endsAt.toISOString() : null,
      };
      try {
        if (editing === null) return;
        await onSaved(
          editing === 'new' ? await createPopup(draft) : await updatePopup(editing.id, draft),
        );
      } catch (error) {
        if (error instanceof ApiRefusal) {
          // Texts are refused in their required language, where every member falls back.
          const named = Object.entries(error.fields).map(([name, why]) => ({
            name: (name === 'title' || name === 'body' ? [name, 'zh-CN'] : [name]) as never,
            errors: [why],
          }));
          if (named.some((f) => (f.name as string[]).length === 2)) setLang('zh-CN');
          form.setFields(named);
        }
        throw error;
      }
      void message.success(t.saved);
      onClose();
    });

  const missing = lang !== 'zh-CN' && !title?.[lang]?.trim() && !body?.[lang]?.trim();
  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      width={1120}
      title={editing === null || isNew ? t.create : fill(t.edit, { id: editing.id })}
      extra={
        <Button type="primary" loading={save.busy} onClick={() => form.submit()}>
          {t.save}
        </Button>
      }
    >
      {save.refusal && (
        <Alert className="form-refusal" type="error" showIcon message={save.refusal} />
      )}
      <div className="popup-editor">
        <Form<Values>
          form={form}
          name="popup"
          layout="vertical"
          onFinish={submit}
          initialValues={{
            site: site ?? sites?.[0],
            audience: 'all',
            imageUrl: '',
            link: '',
            published: false,
            sort: 0,
          }}
        >
          {isNew && (
            <Form.Item name="site" label={t.site} rules={[{ required: true, message: t.required }]}>
              <SiteSelect sites={sites} style={{ width: '100%' }} />
            </Form.Item>
          )}
          <Form.Item name="audience" label={t.audience}>
            <Radio.Group
              optionType="button"
              options={POPUP_AUDIENCES.map((value) => ({ value, label: t.audiences[value] }))}
            />
          </Form.Item>
          <Tabs
            activeKey={lang}
            onChange={(key) => setLang(key as Lang)}
            items={LANGS.map((tab) => ({
              key: tab,
              label: texts.list.langs[tab],
              forceRender: true,
              children: (
                <>
                  <Form.Item
                    name={['title', tab]}
                    label={t.name}
                    rules={
                      tab === 'zh-CN'
                        ? [{ required: true, whitespace: true, message: t.zhRequired }]
                        : []
                    }
                  >
                    <Input maxLength={PROMO_TITLE_MAX} />
                  </Form.Item>
                  <Form.Item name={['body', tab]} label={t.body}>
                    <Input.TextArea rows={6} maxLength={POPUP_BODY_MAX} />
                  </Form.Item>
                </>
              ),
            }))}
          />
          <Form.Item name="imageUrl" label={t.image}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="link" label={t.link}>
            <Input maxLength={500} />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item
              name="startsAt"
              label={t.starts}
              rules={[{ required: true, message: t.required }]}
            >
              <DatePicker showTime />
            </Form.Item>
            <Form.Item name="endsAt" label={t.ends}>
              <DatePicker showTime />
            </Form.Item>
          </Space>
          <Space size="large" wrap>
            <Form.Item name="sort" label={t.sort}>
              <InputNumber min={-1_000_000} max={1_000_000} />
            </Form.Item>
            <Form.Item name="published" label={t.published} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </Form>
        <aside className="popup-preview" aria-label={t.preview}>
          <Segmented<Lang>
            value={lang}
            onChange={setLang}
            options={LANGS.map((value) => ({ value, label: texts.list.langs[value] }))}
          />
          <PopupPreview
            content={{
              ...previewOf({ title, body, imageUrl, link }, lang),
              title: inLang(title, lang) || t.untitled,
            }}
            lang={lang}
          />
          <div className="popup-preview-note">{missing ? t.fallback : t.previewHint}</div>
        </aside>
      </div>
    </Drawer>
  );
}
