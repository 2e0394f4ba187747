import { Form, Input, Modal } from 'antd';
import { useState } from 'react';

/** Asks for the reason a member will read before a rejection goes out. */
export function ReasonDialog({
  title,
  label,
  required,
  open,
  onCancel,
  onSubmit,
}: {
  title: string;
  label: string;
  required: string;
  open: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      title={title}
      open={open}
      destroyOnHidden
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => void form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={async ({ reason }) => {
          setBusy(true);
          try {
            await onSubmit(reason.trim());
            form.resetFields();
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Item
          name="reason"
          label={label}
          rules={[{ required: true, whitespace: true, max: 200, message: required }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
