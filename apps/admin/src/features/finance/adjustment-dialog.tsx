import { useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import { SiteSelect } from '../../components/site-select.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { ApiRefusal } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { createAdjustment, type AdjustmentDraft } from './finance-api.ts';

const SIGNED_AMOUNT = /^-?\d{1,12}(?:\.\d{1,2})?$/;

/**
 * A new credit or debit of a member's central wallet. One Idempotency-Key per adjustment: kept
 * while its answer is unknown (a retry after a lost answer applies it once), a new one after.
 */
export function AdjustmentDialog({
  open,
  sites,
  onClose,
  onDone,
}: {
  open: boolean;
  sites: string[] | null;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { texts } = useLanguage();
  const t = texts.adjustments;
  const { message } = App.useApp();
  const [form] = Form.useForm<AdjustmentDraft>();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const send = useSubmit();

  const submit = (draft: AdjustmentDraft) =>
    send.submit(async () => {
      try {
        const made = await createAdjustment(
          { ...draft, account: draft.account.trim(), reason: draft.reason.trim() },
          key,
        );
        setKey(crypto.randomUUID());
        void message.success(made.state === 'applied' ? t.applied : t.awaiting);
        form.resetFields();
        onClose();
        await onDone();
      } catch (error) {
        // A refusal is an answer: the next try is another adjustment. A lost answer keeps the key.
        if (error instanceof ApiRefusal) setKey(crypto.randomUUID());
        throw error;
      }
    });

  return (
    <Modal
      title={t.create}
      open={open}
      okText={t.submit}
      confirmLoading={send.busy}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {send.refusal && (
        <Alert className="form-refusal" type="error" showIcon message={send.refusal} />
      )}
      <Form<AdjustmentDraft>
        form={form}
        name="adjustment"
        layout="vertical"
        initialValues={{ site: sites?.[0], turnoverMultiple: '0' }}
        onFinish={(draft) => void submit(draft)}
      >
        <Form.Item
          name="site"
          label={texts.list.site}
          rules={[{ required: true, message: texts.signIn.required }]}
        >
          <SiteSelect sites={sites} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="account"
          label={t.member}
          rules={[{ required: true, whitespace: true, message: texts.signIn.required }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t.amount}
          extra={t.amountHint}
          rules={[{ required: true, pattern: SIGNED_AMOUNT, message: t.amountInvalid }]}
        >
          <Input maxLength={16} inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t.reason}
          rules={[{ required: true, whitespace: true, max: 200, message: t.reasonRequired }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
        <Form.Item name="turnoverMultiple" label={t.turnover}>
          <Input maxLength={6} style={{ width: 120 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
