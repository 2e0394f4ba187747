import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Popconfirm, Space } from 'antd';
import { USDT_NETWORKS, type CoinSettings } from '@kirin/contract';
import { SiteSettingHead } from '../../components/site-setting-head.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { ApiRefusal } from '../../lib/api.ts';
import { useSiteSetting } from '../../lib/use-site-setting.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import {
  fieldPath,
  getCoinSettings,
  saveCoinSettings,
  type CoinSettingsDraft,
} from './coins-api.ts';
import { PartnerList } from './partner-list.tsx';

/** A site without settings starts empty: no rate, no fee, no partner. */
const NEW_SETTINGS: CoinSettingsDraft = {
  sellRate: '',
  networkFees: { TRC20: '', ERC20: '' },
  partners: [],
};

const draftOf = (settings: CoinSettings): CoinSettingsDraft => ({
  sellRate: settings.sellRate,
  networkFees: { ...settings.networkFees },
  partners: settings.partners.map((p) => ({ ...p, networks: [...p.networks] })),
});

/** What the form holds, trimmed, as the API takes it (a partner keeps its id). */
const sendable = (values: CoinSettingsDraft): CoinSettingsDraft => ({
  sellRate: values.sellRate.trim(),
  networkFees: { TRC20: values.networkFees.TRC20.trim(), ERC20: values.networkFees.ERC20.trim() },
  partners: (values.partners ?? []).map((p) => ({
    ...(p.id ? { id: p.id } : {}),
    name: p.name.trim(),
    url: p.url.trim(),
    networks: USDT_NETWORKS.filter((network) => p.networks.includes(network)),
    instructions: p.instructions.trim(),
  })),
});

/**
 * One site's coin terms: the rate it sells USDT at (withdrawals to a USDT address), what each
 * network costs to send on, and the partners where its members buy USDT. Saved whole.
 */
export function CoinsPage({ sites }: { sites: string[] | null }) {
  const { texts } = useLanguage();
  const t = texts.coins;
  const { message } = App.useApp();
  const {
    site,
    setSite,
    query: settings,
    keep,
  } = useSiteSetting('coin-settings', sites, getCoinSettings);
  const [form] = Form.useForm<CoinSettingsDraft>();
  const save = useSubmit();
  const [dirty, setDirty] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const stored = settings.data;

  const reset = () => {
    form.resetFields();
    form.setFieldsValue(stored ? draftOf(stored) : NEW_SETTINGS);
    setDirty(false);
    setRefused([]);
  };
  useEffect(reset, [stored, form]);

  // `partners.0.url` → "合作商 1 链接"; `networkFees.TRC20` → "网络手续费 TRC20".
  const describe = (field: string) => {
    const [head, index, name] = field.split('.');
    if (head === 'sellRate') return t.sellRate;
    if (head === 'networkFees') return [t.networkFees, index].filter(Boolean).join(' ');
    if (head === 'partners' && index !== undefined) {
      const labels: Record<string, string> = {
        name: t.name,
        url: t.url,
        networks: t.networks,
        instructions: t.instructions,
      };
      const partner = fill(t.partner, { n: Number(index) + 1 });
      return [partner, name && (labels[name] ?? name)].filter(Boolean).join(' ');
    }
    return head === 'partners' ? t.partners : field;
  };

  const submit = async () => {
    // The form's own checks first; the API's refusals (rate, fees, links) mark their fields.
    const checked = await form.validateFields().then(
      () => true,
      (failed: { errorFields?: { name: (string | number)[] }[] }) => {
        const first = failed.errorFields?.[0];
        if (first) form.scrollToField(first.name as never, { block: 'center' });
        return false;
      },
    );
    if (!checked) return;
    await save.submit(async () => {
      try {
        const saved = await saveCoinSettings(
          site,
          sendable(form.getFieldsValue(true) as CoinSettingsDraft),
        );
        keep(saved);
        void message.success(t.saved);
      } catch (error) {
        if (error instanceof ApiRefusal) {
          const fields = Object.entries(error.fields);
          setRefused(fields.map(([name, why]) => `${describe(name)}: ${why}`));
          const marked = fields
            .filter(([name]) => name.includes('.') || name === 'sellRate')
            .map(([name, why]) => ({ name: fieldPath(name) as never, errors: [why] }));
          form.setFields(marked);
          // The save is at the foot of a long form: the first refused field is brought into view.
          if (marked[0]) form.scrollToField(marked[0].name, { block: 'center' });
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
        query={settings}
        stored={stored}
        refusal={save.refusal}
        refused={refused}
      />
      <Form<CoinSettingsDraft>
        form={form}
        name="coin-settings"
        layout="vertical"
        hidden={stored === undefined}
        className="coin-settings"
        onValuesChange={() => setDirty(true)}
      >
        <Form.Item name="sellRate" label={t.sellRate} extra={t.sellRateHint} rules={required}>
          <Input
            inputMode="decimal"
            maxLength={24}
            suffix={t.sellRateUnit}
            style={{ width: 280 }}
          />
        </Form.Item>
        <Form.Item label={t.networkFees} extra={t.networkFeesHint} required>
          <Space wrap align="start">
            {USDT_NETWORKS.map((network) => (
              <Form.Item
                key={network}
                name={['networkFees', network]}
                rules={required}
                style={{ margin: 0 }}
              >
                <Input
                  aria-label={`${t.networkFees} ${network}`}
                  prefix={<span className="coin-fee-network">{network}</span>}
                  suffix="USDT"
                  inputMode="decimal"
                  maxLength={24}
                  style={{ width: 200 }}
                />
              </Form.Item>
            ))}
          </Space>
        </Form.Item>
        <PartnerList />
        <Space wrap className="coin-settings-actions">
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
