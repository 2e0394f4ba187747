import { Form, Input, Modal } from 'antd';
import { useSubmit } from '../lib/use-submit.ts';

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
  /** Answers whether it was done: the dialog keeps the reason typed when it was not. */
  onSubmit: (reason: string) => Promise<boolean>;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const send = useSubmit();
  return (
    <Modal
      title={title}
      open={open}
      destroyOnHidden
      confirmLoading={send.busy}
      onCancel={onCancel}
      onOk={() => void form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={({ reason }) =>
          send.submit(async () => {
            if (await onSubmit(reason.trim())) form.resetFields();
          })
        }
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
