import { useEffect } from 'react';
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
  Space,
  Switch,
  Tabs,
} from 'antd';
import { LANGS, type PromotionKind } from '@kirin/contract';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { ApiRefusal } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import {
  createPromotion,
  updatePromotion,
  type AdminPromotion,
  type PromotionDraft,
} from './promotions-api.ts';
import { SiteSelect } from '../../components/site-select.tsx';

type Values = Omit<PromotionDraft, 'startsAt' | 'endsAt'> & {
  startsAt: Dayjs;
  endsAt: Dayjs | null;
};

const valuesOf = (promotion: AdminPromotion): Values => ({
  kind: promotion.kind,
  title: promotion.title,
  summary: promotion.summary,
  rules: promotion.rules,
  bannerUrl: promotion.bannerUrl,
  startsAt: dayjs(promotion.startsAt),
  endsAt: promotion.endsAt ? dayjs(promotion.endsAt) : null,
  bonusAmount: promotion.bonusAmount,
  bonusRate: promotion.bonusRate,
  bonusCap: promotion.bonusCap,
  minDeposit: promotion.minDeposit,
  turnoverMultiple: promotion.turnoverMultiple,
  autoApprove: promotion.autoApprove,
  sort: promotion.sort,
  published: promotion.published,
});

/**
 * An activity's every field, new or saved: texts in the three languages (zh-CN required, the
 * others fall back to it), its period, the bonus of one members apply for, order and visibility.
 * A refusal marks the fields the server named.
 */
export function PromotionForm({
  editing,
  site,
  onClose,
  onSaved,
}: {
  /** The activity being changed; `'new'` for a new one; null when closed. */
  editing: AdminPromotion | 'new' | null;
  site?: string;
  onClose: () => void;
  onSaved: (saved: AdminPromotion) => Promise<unknown>;
}) {
  const { texts } = useLanguage();
  const t = texts.promotions;
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSubmit();
  const kind = Form.useWatch('kind', form) as PromotionKind | undefined;
  const isNew = editing === 'new';

  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    if (editing !== 'new') form.setFieldsValue(valuesOf(editing));
  }, [editing, form]);

  const submit = (values: Values) =>
    save.submit(async () => {
      const draft: PromotionDraft = {
        ...values,
        startsAt: values.startsAt.toISOString(),
        endsAt: values.endsAt ? values.endsAt.toISOString() : null,
      };
      try {
        if (editing === null) return;
        await onSaved(
          editing === 'new'
            ? await createPromotion(draft)
            : await updatePromotion(editing.id, draft),
        );
      } catch (error) {
        if (error instanceof ApiRefusal) {
          // The server names the field; a title is refused in its required language.
          const fields = Object.keys(error.fields).map((name) =>
            name === 'title' ? ['title', 'zh-CN'] : [name],
          );
          form.setFields(fields.map((name) => ({ name: name as never, errors: [error.message] })));
        }
        throw error;
      }
      void message.success(t.saved);
      onClose();
    });

  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      width={720}
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
      <Form<Values>
        form={form}
        name="promotion"
        layout="vertical"
        onFinish={submit}
        initialValues={{
          site,
          kind: 'info',
          autoApprove: false,
          published: false,
          sort: 0,
          turnoverMultiple: '1',
        }}
      >
        {isNew && (
          <Form.Item name="site" label={t.site} rules={[{ required: true, message: t.required }]}>
            <SiteSelect style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="kind" label={t.kind}>
          <Radio.Group
            optionType="button"
            options={(['info', 'apply'] as const).map((value) => ({
              value,
              label: t.kinds[value],
            }))}
          />
        </Form.Item>
        <Tabs
          items={LANGS.map((lang) => ({
            key: lang,
            label: texts.list.langs[lang],
            forceRender: true,
            children: (
              <>
                <Form.Item
                  name={['title', lang]}
                  label={t.name}
                  rules={
                    lang === 'zh-CN'
                      ? [{ required: true, whitespace: true, message: t.zhRequired }]
                      : []
                  }
                >
                  <Input maxLength={100} />
                </Form.Item>
                <Form.Item name={['summary', lang]} label={t.summary}>
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item name={['rules', lang]} label={t.rules}>
                  <Input.TextArea rows={5} />
                </Form.Item>
              </>
            ),
          }))}
        />
        <Form.Item name="bannerUrl" label={t.banner}>
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
        {kind === 'apply' && (
          <Space size="large" wrap>
            <Form.Item name="bonusAmount" label={t.bonusAmount}>
              <Input style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="bonusRate" label={t.bonusRate}>
              <Input style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="bonusCap" label={t.bonusCap}>
              <Input style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="minDeposit" label={t.minDeposit}>
              <Input style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="turnoverMultiple" label={t.turnoverMultiple}>
              <Input style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name="autoApprove" label={t.autoApprove} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        )}
        <Space size="large" wrap>
          <Form.Item name="sort" label={t.sort}>
            <InputNumber min={-1_000_000} max={1_000_000} />
          </Form.Item>
          <Form.Item name="published" label={t.published} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </Drawer>
  );
}
