import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { ApiRefusal } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { fieldPath, setMemberLevel, type AdminVipLevel } from './vip-api.ts';

type Values = { account: string; level: number; note: string };

/**
 * A member's level set by hand, up or down, on the site whose ladder is open, with the reason the
 * audit log keeps. The member keeps it until the next evaluation finds their records reach higher.
 */
export function SetLevelDialog({
  open,
  site,
  levels,
  onClose,
}: {
  open: boolean;
  site: string;
  levels: readonly AdminVipLevel[];
  onClose: () => void;
}) {
  const { texts, lang } = useLanguage();
  const t = texts.vip;
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const send = useSubmit();

  const submit = (values: Values) =>
    send.submit(async () => {
      try {
        const done = await setMemberLevel({
          site,
          account: values.account.trim(),
          level: values.level,
          note: values.note.trim(),
        });
        void message.success(fill(done.from === done.to ? t.levelSame : t.levelSet, done));
        form.resetFields();
        onClose();
      } catch (error) {
        if (error instanceof ApiRefusal) {
          form.setFields(
            Object.entries(error.fields).map(([name, why]) => ({
              name: fieldPath(name) as never,
              errors: [why],
            })),
          );
        }
        throw error;
      }
    });

  return (
    <Modal
      title={`${t.setLevel} · ${site}`}
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
      <Form<Values> form={form} name="vip-set-level" layout="vertical" onFinish={submit}>
        <Form.Item
          name="account"
          label={t.account}
          rules={[{ required: true, whitespace: true, message: t.required }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="level"
          label={t.targetLevel}
          rules={[{ required: true, message: t.required }]}
        >
          <Select
            options={levels.map((level) => ({
              value: level.level,
              label: `VIP${level.level} · ${level.name[lang] ?? level.name['zh-CN'] ?? ''}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="note"
          label={t.note}
          rules={[{ required: true, whitespace: true, max: 200, message: t.noteRequired }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
