import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { SITE_CODES } from '@kirin/contract';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { ApiRefusal } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { createOperator, OPERATOR_ROLES, type OperatorDraft } from './operators-api.ts';

// The server's rules (admin.routes.ts): an account of 3–32 such characters, 12–256 for a password.
const ACCOUNT = /^[A-Za-z0-9_.-]{3,32}$/;
const PASSWORD_MIN = 12;
const PASSWORD_MAX = 256;

/**
 * A new operator: account, first password, role and the sites they work for (none: a platform
 * operator). A refusal (an account taken, a field the server will not take) stays in the dialog,
 * on its field where the server names one.
 */
export function OperatorDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { texts } = useLanguage();
  const t = texts.operators;
  const { message } = App.useApp();
  const [form] = Form.useForm<OperatorDraft>();
  const role = Form.useWatch('role', form);
  const send = useSubmit();

  const submit = (draft: OperatorDraft) =>
    send.submit(async () => {
      try {
        const made = await createOperator(draft);
        void message.success(fill(t.created, { account: made.account }));
        form.resetFields();
        onClose();
        await onDone();
      } catch (error) {
        if (error instanceof ApiRefusal) {
          form.setFields(
            Object.entries(error.fields)
              .filter(([name]) => ['account', 'password', 'role', 'sites'].includes(name))
              .map(([name, text]) => ({ name: name as keyof OperatorDraft, errors: [text] })),
          );
        }
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
      <Form<OperatorDraft>
        form={form}
        name="operator"
        layout="vertical"
        initialValues={{ role: 'support' }}
        onFinish={(draft) => void submit(draft)}
      >
        <Form.Item
          name="account"
          label={t.account}
          extra={t.accountHint}
          rules={[
            { required: true, whitespace: true, message: t.required },
            { pattern: ACCOUNT, message: t.accountInvalid },
          ]}
        >
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t.password}
          extra={t.passwordHint}
          rules={[
            { required: true, message: t.required },
            { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t.passwordInvalid },
          ]}
        >
          <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="role"
          label={t.role}
          extra={role ? t.roleHints[role] : undefined}
          rules={[{ required: true, message: t.required }]}
        >
          <Select
            options={OPERATOR_ROLES.map((value) => ({
              value,
              label: texts.session.roles[value],
            }))}
          />
        </Form.Item>
        <Form.Item name="sites" label={t.sites} extra={t.sitesHint}>
          <Select
            mode="multiple"
            allowClear
            showSearch
            placeholder={t.allSites}
            maxTagCount="responsive"
            options={SITE_CODES.map((code) => ({ value: code, label: code }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
