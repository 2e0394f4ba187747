import { Alert, App, Descriptions, Form, Input, Modal } from 'antd';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { ApiRefusal } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { decideApplication, type AgentApplication } from './agents-api.ts';

/** The API keeps a note of up to 500 characters. */
const NOTE_MAX = 500;

export type Deciding = { application: AgentApplication; decision: 'approved' | 'declined' };

/**
 * Approves or declines one application with an optional note, once: a refusal of the note shows
 * under it; an application answered meanwhile (APPLICATION_DECIDED) closes the dialog, as the
 * queue read again shows its answer.
 */
export function DecideDialog({
  deciding,
  onClose,
  onDecided,
}: {
  deciding: Deciding | null;
  onClose: () => void;
  onDecided: () => Promise<unknown>;
}) {
  const { texts } = useLanguage();
  const t = texts.applications;
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note?: string }>();
  const send = useSubmit();
  const approving = deciding?.decision === 'approved';
  const application = deciding?.application;

  const submit = ({ note }: { note?: string }) =>
    send.submit(async () => {
      if (!deciding) return;
      try {
        await decideApplication(deciding.application.id, deciding.decision, note?.trim() ?? '');
      } catch (error) {
        if (error instanceof ApiRefusal) {
          if (error.code === 'APPLICATION_DECIDED') await onDecided();
          form.setFields(
            Object.entries(error.fields).map(([name, why]) => ({
              name: name as 'note',
              errors: [why],
            })),
          );
        }
        throw error;
      }
      void message.success(t.done);
      onClose();
      await onDecided();
    });

  return (
    <Modal
      title={
        application && fill(approving ? t.approveTitle : t.declineTitle, { id: application.id })
      }
      open={deciding !== null}
      okText={approving ? t.approve : t.decline}
      okButtonProps={{ danger: !approving }}
      confirmLoading={send.busy}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {send.refusal && (
        <Alert className="form-refusal" type="error" showIcon message={send.refusal} />
      )}
      {application && (
        <Descriptions size="small" column={1} className="form-refusal">
          <Descriptions.Item label={texts.list.site}>{application.site}</Descriptions.Item>
          <Descriptions.Item label={t.name}>{application.name}</Descriptions.Item>
          <Descriptions.Item label={t.contact}>
            {`${t.contactKinds[application.contactKind]}: ${application.contact}`}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Alert
        className="form-refusal"
        type={approving ? 'info' : 'warning'}
        showIcon
        message={approving ? t.approveHint : t.declineHint}
      />
      <Form form={form} name="decide" layout="vertical" onFinish={submit}>
        <Form.Item name="note" label={t.noteLabel}>
          <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
