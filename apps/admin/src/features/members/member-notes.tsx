import { App, Button, Form, Input, List, Space, Typography } from 'antd';
import { MEMBER_NOTE_MAX } from '@kirin/contract';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatTime } from '../../lib/format.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { addNote, readNotes, type MemberNote } from './members-api.ts';

/**
 * Operators' notes on the member, newest first, and a new one added: a note is never changed or
 * removed (the server keeps them so), a correction is another note.
 */
export function MemberNotes({ memberId }: { memberId: number }) {
  const { texts } = useLanguage();
  const t = texts.members;
  const { message } = App.useApp();
  const list = usePagedList<MemberNote, object>(
    `member-notes-${memberId}`,
    readNotes(memberId),
    {},
  );
  const [form] = Form.useForm<{ text: string }>();
  const send = useSubmit();

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Form<{ text: string }>
        form={form}
        layout="vertical"
        onFinish={({ text }) =>
          send.submit(async () => {
            await addNote(memberId, text.trim());
            form.resetFields();
            void message.success(t.noteAdded);
            await list.query.refetch();
          })
        }
      >
        <Form.Item
          name="text"
          label={t.addNote}
          rules={[{ required: true, whitespace: true, message: t.noteRequired }]}
          validateStatus={send.refusal ? 'error' : undefined}
          help={send.refusal ?? undefined}
        >
          <Input.TextArea
            rows={3}
            maxLength={MEMBER_NOTE_MAX}
            showCount
            placeholder={t.notePlaceholder}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.busy}>
          {t.addNote}
        </Button>
      </Form>
      <List<MemberNote>
        loading={list.query.isPending}
        dataSource={list.query.data?.list ?? []}
        locale={{ emptyText: list.query.isError ? texts.list.failed : t.noNotes }}
        pagination={
          (list.query.data?.total ?? 0) > list.pagination.pageSize
            ? { ...list.pagination, showTotal: (n) => fill(texts.list.total, { n }) }
            : false
        }
        renderItem={(note) => (
          <List.Item key={note.id}>
            <List.Item.Meta
              title={
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {note.text}
                </Typography.Paragraph>
              }
              description={`${formatTime(note.createdAt)} · ${t.noteBy} ${note.operatorAccount}`}
            />
          </List.Item>
        )}
      />
    </Space>
  );
}
