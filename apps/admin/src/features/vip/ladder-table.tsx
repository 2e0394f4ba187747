import { useEffect, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { LANGS, VIP_LEVEL_MAX, VIP_RATE_PATTERN } from '@kirin/contract';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { ApiRefusal } from '../../lib/api.ts';
import { formatRate, formatTime } from '../../lib/format.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import {
  fieldPath,
  saveLadder,
  type AdminLadder,
  type AdminVipLevel,
  type LevelDraft,
} from './vip-api.ts';

type Values = { levels: LevelDraft[] };
type Row = { key: number; name: number };

const draftOf = (ladder: AdminLadder): LevelDraft[] =>
  ladder.list.map((level) => ({
    level: level.level,
    name: { ...level.name },
    minDeposits: level.minDeposits,
    minTurnover: level.minTurnover,
    dailyWithdrawCount: level.dailyWithdrawCount,
    dailyWithdrawLimit: level.dailyWithdrawLimit,
    rebateRate: level.rebateRate,
    upgradeBonus: level.upgradeBonus,
    birthdayBonus: level.birthdayBonus,
    bonusTurnoverMultiple: level.bonusTurnoverMultiple,
  }));

const LANG_MARK = { 'zh-CN': '简', 'zh-HK': '繁', en: 'EN' } as const;

/** A rate typed as a fraction, with the percentage it means beside it. */
function RateInput({ value, onChange }: { value?: string; onChange?: (next: string) => void }) {
  const rate = value?.trim() ?? '';
  return (
    <Input
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      suffix={VIP_RATE_PATTERN.test(rate) ? formatRate(rate) : ' '}
      style={{ width: 116 }}
      inputMode="decimal"
    />
  );
}

/**
 * A site's ladder as one editable table, saved whole (the API replaces the ladder): a level is
 * added above the top or the top one removed, the others changed in place. What the server
 * refuses is marked on its cell, in the operator's language, and listed above the table.
 */
export function LadderTable({
  ladder,
  onSaved,
}: {
  ladder: AdminLadder;
  onSaved: (saved: AdminLadder) => void;
}) {
  const { texts } = useLanguage();
  const t = texts.vip;
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSubmit();
  const [dirty, setDirty] = useState(false);
  const [refused, setRefused] = useState<[string, string][]>([]);

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue({ levels: draftOf(ladder) });
    setDirty(false);
    setRefused([]);
  }, [ladder, form]);

  const latest = ladder.list.reduce<AdminVipLevel | undefined>(
    (found, level) => (!found || level.updatedAt > found.updatedAt ? level : found),
    undefined,
  );
  const labelOf: Record<string, string> = {
    name: t.name,
    minDeposits: t.minDeposits,
    minTurnover: t.minTurnover,
    dailyWithdrawCount: t.dailyWithdrawCount,
    dailyWithdrawLimit: t.dailyWithdrawLimit,
    rebateRate: t.rebateRate,
    upgradeBonus: t.upgradeBonus,
    birthdayBonus: t.birthdayBonus,
    bonusTurnoverMultiple: t.bonusTurnoverMultiple,
  };
  // `levels.3.name.en` → "VIP3 名称 (en)".
  const describe = (field: string) => {
    const [, index, name, lang] = field.split('.');
    if (index === undefined) return t.title;
    return [`VIP${index}`, name && (labelOf[name] ?? name), lang && `(${lang})`]
      .filter(Boolean)
      .join(' ');
  };

  const submit = async () => {
    // Every level needs a name in every language: said on the spot, before the server does.
    const named = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (!named) return;
    await save.submit(async () => {
      const { levels } = form.getFieldsValue(true) as Values;
      try {
        const saved = await saveLadder(
          ladder.site,
          levels.map((level, i) => ({ ...level, level: i })),
        );
        void message.success(t.saved);
        onSaved(saved);
      } catch (error) {
        if (error instanceof ApiRefusal) {
          const fields = Object.entries(error.fields);
          setRefused(fields.map(([name, why]) => [describe(name), why]));
          form.setFields(
            fields
              .filter(([name]) => name.startsWith('levels.'))
              .map(([name, why]) => ({ name: fieldPath(name) as never, errors: [why] })),
          );
        }
        throw error;
      }
    });
  };

  const money = (field: keyof LevelDraft, label: string): ColumnsType<Row>[number] => ({
    title: label,
    render: (_, row) => (
      <Form.Item name={[row.name, field]} style={{ margin: 0 }}>
        <Input style={{ width: 108 }} inputMode="decimal" aria-label={`VIP${row.name} ${label}`} />
      </Form.Item>
    ),
  });

  return (
    <Form<Values>
      form={form}
      name="vip-ladder"
      onValuesChange={() => setDirty(true)}
      component={false}
    >
      <Typography.Paragraph type="secondary">{t.ladderHint}</Typography.Paragraph>
      {save.refusal && (
        <Alert
          className="form-refusal"
          type="error"
          showIcon
          message={save.refusal}
          description={
            refused.length > 0 && (
              <>
                {t.refused}
                <ul className="vip-refused">
                  {refused.map(([field, why]) => (
                    <li key={field}>{`${field}: ${why}`}</li>
                  ))}
                </ul>
              </>
            )
          }
        />
      )}
      <Form.List name="levels">
        {(fields, { add, remove }) => {
          const columns: ColumnsType<Row> = [
            {
              title: t.level,
              render: (_, row) => <Tag color="gold">{`VIP${row.name}`}</Tag>,
            },
            {
              title: t.name,
              render: (_, row) => (
                <Space direction="vertical" size={4}>
                  {LANGS.map((lang) => (
                    <Form.Item
                      key={lang}
                      name={[row.name, 'name', lang]}
                      style={{ margin: 0 }}
                      rules={[{ required: true, whitespace: true, message: t.required }]}
                    >
                      <Input
                        size="small"
                        prefix={<span className="vip-lang">{LANG_MARK[lang]}</span>}
                        maxLength={40}
                        style={{ width: 128 }}
                        aria-label={`VIP${row.name} ${t.name} ${lang}`}
                      />
                    </Form.Item>
                  ))}
                </Space>
              ),
            },
            money('minDeposits', t.minDeposits),
            money('minTurnover', t.minTurnover),
            {
              title: t.dailyWithdrawCount,
              render: (_, row) => (
                <Form.Item name={[row.name, 'dailyWithdrawCount']} style={{ margin: 0 }}>
                  <InputNumber min={0} max={1000} precision={0} style={{ width: 72 }} />
                </Form.Item>
              ),
            },
            money('dailyWithdrawLimit', t.dailyWithdrawLimit),
            {
              title: t.rebateRate,
              render: (_, row) => (
                <Form.Item
                  name={[row.name, 'rebateRate']}
                  style={{ margin: 0 }}
                  tooltip={t.rebateHint}
                >
                  <RateInput />
                </Form.Item>
              ),
            },
            money('upgradeBonus', t.upgradeBonus),
            money('birthdayBonus', t.birthdayBonus),
            {
              title: t.bonusTurnoverMultiple,
              render: (_, row) => (
                <Form.Item name={[row.name, 'bonusTurnoverMultiple']} style={{ margin: 0 }}>
                  <Input style={{ width: 72 }} inputMode="decimal" />
                </Form.Item>
              ),
            },
          ];
          const top = fields.length - 1;
          return (
            <>
              <Table<Row>
                rowKey="key"
                size="small"
                className="vip-ladder"
                columns={columns}
                dataSource={fields.map(({ key, name }) => ({ key, name }))}
                pagination={false}
                scroll={{ x: 'max-content' }}
              />
              <Space className="vip-ladder-actions" wrap>
                <Button
                  disabled={fields.length > VIP_LEVEL_MAX}
                  onClick={() => {
                    const levels = (form.getFieldValue('levels') ?? []) as LevelDraft[];
                    const last = levels.at(-1);
                    const n = levels.length;
                    // The new top starts where the old one is, to be raised.
                    add({
                      ...(last ?? {
                        minDeposits: '0',
                        minTurnover: '0',
                        dailyWithdrawCount: 3,
                        dailyWithdrawLimit: '0',
                        rebateRate: '0',
                        upgradeBonus: '0',
                        birthdayBonus: '0',
                        bonusTurnoverMultiple: '1',
                      }),
                      level: n,
                      name: Object.fromEntries(LANGS.map((lang) => [lang, `VIP${n}`])),
                      upgradeBonus: n === 0 ? '0' : (last?.upgradeBonus ?? '0'),
                    });
                  }}
                >
                  {t.addLevel}
                </Button>
                <Button danger disabled={top < 1} onClick={() => remove(top)}>
                  {t.removeLevel}
                </Button>
                <Button
                  disabled={!dirty}
                  onClick={() => {
                    form.resetFields();
                    form.setFieldsValue({ levels: draftOf(ladder) });
                    setDirty(false);
                  }}
                >
                  {t.reset}
                </Button>
                <Popconfirm
                  title={t.save}
                  description={fill(t.saveAsk, { site: ladder.site })}
                  onConfirm={() => submit()}
                >
                  <Button type="primary" loading={save.busy} disabled={fields.length === 0}>
                    {t.save}
                  </Button>
                </Popconfirm>
                {dirty && <Typography.Text type="warning">{t.unsaved}</Typography.Text>}
                {!dirty && latest?.updatedBy != null && (
                  <Typography.Text type="secondary">
                    {fill(t.updated, { by: latest.updatedBy, at: formatTime(latest.updatedAt) })}
                  </Typography.Text>
                )}
              </Space>
            </>
          );
        }}
      </Form.List>
    </Form>
  );
}
