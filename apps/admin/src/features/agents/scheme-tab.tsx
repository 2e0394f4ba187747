import { useEffect, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Empty,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Radio,
  Space,
  Spin,
  Switch,
  Table,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AGENT_BASES, AGENT_DEPTH_MAX, AGENT_TIERS_MAX } from '@kirin/contract';
import { SiteSelect } from '../../components/site-select.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { ApiRefusal } from '../../lib/api.ts';
import { formatRate } from '../../lib/format.ts';
import { useSiteSetting } from '../../lib/use-site-setting.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import {
  fieldPath,
  getScheme,
  saveScheme,
  type AgentSchemeView,
  type SchemeDraft,
} from './agents-api.ts';

type Row = { key: number; name: number };

const RATE = /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/;

const NEW_SCHEME: SchemeDraft = {
  basis: 'net_revenue',
  depth: 3,
  enabled: true,
  tiers: [{ minActive: 1, minAmount: '0', rate: '0.30' }],
};

const draftOf = (scheme: AgentSchemeView): SchemeDraft => ({
  basis: scheme.basis,
  depth: scheme.depth,
  enabled: scheme.enabled,
  tiers: scheme.tiers.map((tier) => ({ ...tier })),
});

/** A rate typed as a fraction, with the percentage it means beside it. */
function RateInput(props: {
  value?: string;
  onChange?: (next: string) => void;
  disabled?: boolean;
  'aria-label'?: string;
}) {
  const rate = props.value?.trim() ?? '';
  return (
    <Input
      {...props}
      onChange={(event) => props.onChange?.(event.target.value)}
      suffix={RATE.test(rate) ? formatRate(rate) : ' '}
      style={{ width: 140 }}
      inputMode="decimal"
    />
  );
}

/**
 * A site's commission scheme: what it is a share of, how deep the downline counts, its tiers.
 * Administrators change it (the API takes it from them only); finance reads it.
 */
export function SchemeTab({ sites, canEdit }: { sites: string[] | null; canEdit: boolean }) {
  const { texts } = useLanguage();
  const t = texts.agents;
  const { message } = App.useApp();
  const { site, setSite, query: scheme, keep } = useSiteSetting('agent-scheme', sites, getScheme);
  const [form] = Form.useForm<SchemeDraft>();
  const save = useSubmit();
  const [creating, setCreating] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);

  const stored = scheme.data;
  useEffect(() => {
    form.resetFields();
    if (stored) form.setFieldsValue(draftOf(stored));
    setCreating(false);
    setDirty(false);
    setRefused([]);
  }, [stored, form]);

  // `tiers.1.rate` → "档位 #2 佣金比例".
  const labelOf: Record<string, string> = {
    basis: t.basis,
    depth: t.depth,
    enabled: t.enabled,
    tiers: t.tiers,
    minActive: t.minActive,
    minAmount: t.minAmount,
    rate: t.rate,
  };
  const describe = (field: string) => {
    const [name = '', index, part] = field.split('.');
    if (index === undefined) return labelOf[name] ?? name;
    return [`${t.tier} #${Number(index) + 1}`, part && (labelOf[part] ?? part)]
      .filter(Boolean)
      .join(' ');
  };

  const submit = () =>
    save.submit(async () => {
      const draft = form.getFieldsValue(true) as SchemeDraft;
      try {
        const saved = await saveScheme(site, draft);
        keep(saved);
        void message.success(t.saved);
      } catch (error) {
        if (error instanceof ApiRefusal) {
          const fields = Object.entries(error.fields);
          setRefused(fields.map(([name, why]) => `${describe(name)}: ${why}`));
          // A tier refused as a whole (it asks no more than the one before) marks its first cell.
          form.setFields(
            fields.map(([name, why]) => ({
              name: fieldPath(/^tiers\.\d+$/.test(name) ? `${name}.minActive` : name) as never,
              errors: [why],
            })),
          );
        }
        throw error;
      }
    });

  const shown = stored !== undefined && (stored !== null || creating);
  const columns: ColumnsType<Row> = [
    { title: t.tier, render: (_, row) => `#${row.name + 1}` },
    {
      title: t.minActive,
      render: (_, row) => (
        <Form.Item name={[row.name, 'minActive']} style={{ margin: 0 }}>
          <InputNumber min={0} precision={0} style={{ width: 140 }} disabled={!canEdit} />
        </Form.Item>
      ),
    },
    {
      title: t.minAmount,
      render: (_, row) => (
        <Form.Item name={[row.name, 'minAmount']} style={{ margin: 0 }}>
          <Input style={{ width: 160 }} inputMode="decimal" disabled={!canEdit} />
        </Form.Item>
      ),
    },
    {
      title: t.rate,
      render: (_, row) => (
        <Form.Item name={[row.name, 'rate']} style={{ margin: 0 }} tooltip={t.rateHint}>
          <RateInput disabled={!canEdit} aria-label={`${t.rate} #${row.name + 1}`} />
        </Form.Item>
      ),
    },
  ];

  return (
    <>
      <Space className="list-filters" wrap>
        <Form.Item label={t.site} style={{ margin: 0 }}>
          <SiteSelect
            sites={sites}
            aria-label={t.site}
            value={site}
            onChange={(next: string) => setSite(next)}
          />
        </Form.Item>
      </Space>
      {!canEdit && <Alert className="form-refusal" type="info" showIcon message={t.readOnly} />}
      {scheme.isError && <Alert type="error" showIcon message={scheme.error.message} />}
      {scheme.isPending && <Spin />}
      {stored === null && !creating && (
        <Empty description={t.none}>
          {canEdit && (
            <Button
              type="primary"
              onClick={() => {
                form.setFieldsValue(NEW_SCHEME);
                setCreating(true);
                setDirty(true);
              }}
            >
              {t.createScheme}
            </Button>
          )}
        </Empty>
      )}
      {save.refusal && (
        <Alert
          className="form-refusal"
          type="error"
          showIcon
          message={save.refusal}
          description={refused.length > 0 && `${t.refused} ${refused.join('; ')}`}
        />
      )}
      <Form<SchemeDraft>
        form={form}
        name="agent-scheme"
        layout="vertical"
        disabled={!canEdit}
        hidden={!shown}
        onValuesChange={() => setDirty(true)}
      >
        <Form.Item name="basis" label={t.basis}>
          <Radio.Group
            optionType="button"
            options={AGENT_BASES.map((value) => ({ value, label: t.bases[value] }))}
          />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="depth" label={t.depth} extra={t.depthHint}>
            <InputNumber min={1} max={AGENT_DEPTH_MAX} precision={0} />
          </Form.Item>
          <Form.Item name="enabled" label={t.enabled} extra={t.enabledHint} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Typography.Title level={5}>{t.tiers}</Typography.Title>
        <Typography.Paragraph type="secondary">{t.tiersHint}</Typography.Paragraph>
        <Form.List name="tiers">
          {(fields, { add, remove }) => (
            <>
              <Table<Row>
                rowKey="key"
                size="small"
                className="agent-tiers"
                pagination={false}
                dataSource={fields.map(({ key, name }) => ({ key, name }))}
                columns={
                  canEdit
                    ? [
                        ...columns,
                        {
                          title: texts.list.actions,
                          render: (_, row) => (
                            <Button
                              size="small"
                              danger
                              disabled={fields.length < 2}
                              onClick={() => remove(row.name)}
                            >
                              {t.removeTier}
                            </Button>
                          ),
                        },
                      ]
                    : columns
                }
              />
              {canEdit && (
                <Space className="agent-actions" wrap>
                  <Button
                    disabled={fields.length >= AGENT_TIERS_MAX}
                    onClick={() => {
                      const tiers = (form.getFieldValue('tiers') ?? []) as SchemeDraft['tiers'];
                      const last = tiers.at(-1);
                      add(last ? { ...last, minActive: last.minActive + 1 } : NEW_SCHEME.tiers[0]);
                    }}
                  >
                    {t.addTier}
                  </Button>
                  <Button
                    disabled={!dirty}
                    onClick={() => {
                      form.resetFields();
                      if (stored) form.setFieldsValue(draftOf(stored));
                      else setCreating(false);
                      setDirty(false);
                      setRefused([]);
                    }}
                  >
                    {t.reset}
                  </Button>
                  <Popconfirm
                    title={t.save}
                    description={fill(t.saveAsk, { site })}
                    onConfirm={() => submit()}
                  >
                    <Button type="primary" loading={save.busy}>
                      {t.save}
                    </Button>
                  </Popconfirm>
                </Space>
              )}
            </>
          )}
        </Form.List>
      </Form>
    </>
  );
}
