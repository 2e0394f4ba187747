import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, Button, DatePicker, Form, Modal, Result } from 'antd';
import { beijingMonth } from '@kirin/contract';
import { SiteSelect } from '../../components/site-select.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { ApiRefusal } from '../../lib/api.ts';
import { formatAmount } from '../../lib/format.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { settlePeriod, type AgentSettlementView } from './agents-api.ts';

type Values = { site: string; month: Dayjs };

/** The last month that has ended in Beijing: the one a settlement usually is for. */
const lastClosedMonth = () => dayjs(beijingMonth(new Date())).subtract(1, 'month');

/**
 * Settling a closed month of a site: what it does is said before the operator agrees, and what
 * was paid after (or that it had been paid before). One key per settlement, kept until it has an
 * answer; the server pays a site's month once in any case.
 */
export function SettleDialog({
  open,
  sites,
  site,
  onClose,
  onSettled,
}: {
  open: boolean;
  sites: string[] | null;
  site?: string;
  onClose: () => void;
  onSettled: () => Promise<unknown>;
}) {
  const { texts } = useLanguage();
  const t = texts.agents;
  const [form] = Form.useForm<Values>();
  const send = useSubmit();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<AgentSettlementView | null>(null);

  const close = () => {
    setDone(null);
    onClose();
  };

  const submit = (values: Values) =>
    send.submit(async () => {
      try {
        const settled = await settlePeriod(values.site, values.month.format('YYYY-MM'), key);
        setKey(crypto.randomUUID());
        setDone(settled);
        await onSettled();
      } catch (error) {
        // A refusal is an answer: the next try is another request. A lost answer keeps the key.
        if (error instanceof ApiRefusal) setKey(crypto.randomUUID());
        throw error;
      }
    });

  const paid = done && {
    site: done.siteCode,
    period: done.period,
    id: done.id,
    agents: done.agents,
    total: formatAmount(done.total, done.currency),
  };
  return (
    <Modal
      title={t.settleTitle}
      open={open}
      onCancel={close}
      destroyOnHidden
      footer={
        done ? (
          <Button type="primary" onClick={close}>
            {t.close}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{t.close}</Button>
            <Button type="primary" danger loading={send.busy} onClick={() => form.submit()}>
              {t.settleConfirm}
            </Button>
          </>
        )
      }
    >
      {done && paid ? (
        <Result
          status={done.created ? 'success' : 'info'}
          title={fill(done.created ? t.settleDone : t.settleBefore, paid)}
        />
      ) : (
        <>
          <Alert className="form-refusal" type="warning" showIcon message={t.settleWarn} />
          {send.refusal && (
            <Alert className="form-refusal" type="error" showIcon message={send.refusal} />
          )}
          <Form<Values>
            form={form}
            name="agent-settle"
            layout="vertical"
            initialValues={{ site: site ?? sites?.[0], month: lastClosedMonth() }}
            onFinish={submit}
          >
            <Form.Item name="site" label={t.site} rules={[{ required: true, message: t.required }]}>
              <SiteSelect sites={sites} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="month"
              label={t.settleMonth}
              rules={[{ required: true, message: t.required }]}
            >
              {/* Only months that have ended can be settled (the API says so too). */}
              <DatePicker
                picker="month"
                style={{ width: '100%' }}
                disabledDate={(month) => month.format('YYYY-MM') >= beijingMonth(new Date())}
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
