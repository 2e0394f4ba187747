import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Popconfirm, Space, Switch } from 'antd';
import { SiteSettingHead } from '../../components/site-setting-head.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { ApiRefusal } from '../../lib/api.ts';
import { useSiteSetting } from '../../lib/use-site-setting.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { getReferralRule, saveReferralRule, type AdminReferralRule } from './agents-api.ts';

/** A site without a rule starts empty: saved, it is paid from then on unless switched off. */
const NEW_RULE: AdminReferralRule = {
  reward: '',
  minDeposit: '',
  turnoverMultiple: '1',
  enabled: true,
};

/**
 * One site's referral rule ("share and earn"): the reward an inviter is paid once per invitee whose
 * first deposit reaches the minimum, the turnover it carries, and whether it is paid at all.
 */
export function ReferralPage({ sites }: { sites: string[] | null }) {
  const { texts } = useLanguage();
  const t = texts.referral;
  const { message } = App.useApp();
  const {
    site,
    setSite,
    query: rule,
    keep,
  } = useSiteSetting('referral-rule', sites, getReferralRule);
  const [form] = Form.useForm<AdminReferralRule>();
  const save = useSubmit();
  const [dirty, setDirty] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const stored = rule.data;

  const reset = () => {
    form.resetFields();
    form.setFieldsValue(stored ?? NEW_RULE);
    setDirty(false);
    setRefused([]);
  };
  useEffect(reset, [stored, form]);

  const labelOf: Record<string, string> = {
    reward: t.reward,
    minDeposit: t.minDeposit,
    turnoverMultiple: t.turnoverMultiple,
    enabled: t.enabled,
  };
  const submit = async () => {
    // The form's own checks first; the API's refusals (amounts, the multiple) mark their fields.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await save.submit(async () => {
      try {
        const saved = await saveReferralRule(site, {
          reward: values.reward.trim(),
          minDeposit: values.minDeposit.trim(),
          turnoverMultiple: values.turnoverMultiple.trim(),
          enabled: values.enabled,
        });
        keep(saved);
        void message.success(t.saved);
      } catch (error) {
        if (error instanceof ApiRefusal) {
          const fields = Object.entries(error.fields);
          setRefused(fields.map(([name, why]) => `${labelOf[name] ?? name}: ${why}`));
          form.setFields(
            fields.map(([name, why]) => ({
              name: name as keyof AdminReferralRule,
              errors: [why],
            })),
          );
        }
        throw error;
      }
    });
  };

  const required = [{ required: true, whitespace: true, message: t.required }];
  return (
    <>
      <SiteSettingHead
        texts={t}
        sites={sites}
        site={site}
        setSite={setSite}
        query={rule}
        stored={stored}
        refusal={save.refusal}
        refused={refused}
      />
      <Form<AdminReferralRule>
        form={form}
        name="referral-rule"
        layout="vertical"
        hidden={stored === undefined}
        className="referral-rule"
        onValuesChange={() => setDirty(true)}
      >
        <Form.Item name="reward" label={t.reward} rules={required}>
          <Input inputMode="decimal" maxLength={16} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="minDeposit" label={t.minDeposit} extra={t.minDepositHint} rules={required}>
          <Input inputMode="decimal" maxLength={16} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="turnoverMultiple"
          label={t.turnoverMultiple}
          extra={t.turnoverHint}
          rules={required}
        >
          <Input inputMode="decimal" maxLength={8} suffix="×" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="enabled" label={t.enabled} extra={t.enabledHint} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Space wrap>
          <Button disabled={!dirty} onClick={reset}>
            {t.reset}
          </Button>
          <Popconfirm
            title={t.save}
            description={fill(t.saveAsk, { site })}
            onConfirm={() => void submit()}
          >
            <Button type="primary" loading={save.busy}>
              {t.save}
            </Button>
          </Popconfirm>
        </Space>
      </Form>
    </>
  );
}
