import { Alert, App, Form, Input, InputNumber, Modal, Radio, Switch } from 'antd';
import { SiteSelect } from '../../components/site-select.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { useSubmit } from '../../lib/use-submit.ts';
import { sendMessage, type MessageAudience, type MessageDraft } from './messages-api.ts';

/** A message to one member, the members of a VIP level, or every member of a brand. */
export function MessageDialog({
  open,
  sites,
  onClose,
  onSent,
}: {
  open: boolean;
  sites: string[] | null;
  onClose: () => void;
  onSent: () => Promise<unknown>;
}) {
  const { texts } = useLanguage();
  const t = texts.messages;
  const { message } = App.useApp();
  const [form] = Form.useForm<MessageDraft>();
  const audience = Form.useWatch('audience', form) as MessageAudience | undefined;
  const send = useSubmit();
  const required = [{ required: true, whitespace: true, message: t.required }];

  return (
    <Modal
      title={t.send}
      open={open}
      okText={t.submit}
      confirmLoading={send.busy}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      width={640}
    >
      {send.refusal && (
        <Alert className="form-refusal" type="error" showIcon message={send.refusal} />
      )}
      <Form<MessageDraft>
        form={form}
        name="message"
        layout="vertical"
        initialValues={{ site: sites?.[0], audience: 'member', marketing: false }}
        onFinish={(draft) =>
          send.submit(async () => {
            await sendMessage(draft);
            void message.success(t.sent);
            form.resetFields();
            onClose();
            await onSent();
          })
        }
      >
        <Form.Item
          name="site"
          label={texts.list.site}
          rules={[{ required: true, message: t.required }]}
        >
          <SiteSelect sites={sites} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="audience" label={t.audience}>
          <Radio.Group
            optionType="button"
            options={(['member', 'vip', 'site'] as const).map((value) => ({
              value,
              label: t.audiences[value],
            }))}
          />
        </Form.Item>
        {audience === 'member' && (
          <Form.Item name="account" label={t.account} rules={required}>
            <Input maxLength={64} />
          </Form.Item>
        )}
        {audience === 'vip' && (
          <Form.Item
            name="vipLevel"
            label={t.vipLevel}
            rules={[{ required: true, message: t.required }]}
          >
            <InputNumber min={0} max={99} />
          </Form.Item>
        )}
        {audience === 'site' && (
          <Form.Item name="includeFuture" label={t.includeFuture} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
        <Form.Item name="marketing" label={t.marketing} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="title" label={t.subject} rules={required}>
          <Input maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="body" label={t.body} rules={required}>
          <Input.TextArea rows={6} maxLength={5000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
