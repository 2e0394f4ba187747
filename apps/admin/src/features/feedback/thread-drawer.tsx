import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Form, Image, Input, Popconfirm, Space, Spin, Tag } from 'antd';
import { FEEDBACK_CONTENT_MAX } from '@kirin/contract';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatTime } from '../../lib/format.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import {
  closeThread,
  FEEDBACK_STATE_COLOURS,
  readThread,
  replyToThread,
  type FeedbackThread,
} from './feedback-api.ts';

/** One thread: every post with its pictures, the operator's reply box and closing it. */
export function ThreadDrawer({
  id,
  onClose,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}) {
  const { texts } = useLanguage();
  const t = texts.feedback;
  const client = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ body: string }>();
  const reply = useSubmit();
  const thread = useQuery({
    queryKey: ['feedback-thread', id],
    queryFn: () => readThread(id!),
    enabled: id !== null,
  });

  const changed = async (next: FeedbackThread, done: string) => {
    client.setQueryData(['feedback-thread', id], next);
    void message.success(done);
    await onChanged();
  };

  const data = thread.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={560}
      destroyOnHidden
      title={id === null ? '' : fill(t.thread, { id })}
      extra={
        data &&
        data.state !== 'closed' && (
          <Popconfirm
            title={t.close}
            description={t.closeAsk}
            onConfirm={() =>
              reply.submit(async () => changed(await closeThread(data.id), t.closed))
            }
          >
            <Button danger>{t.close}</Button>
          </Popconfirm>
        )
      }
    >
      {thread.isPending && <Spin />}
      {thread.isError && <Alert type="error" showIcon message={thread.error.message} />}
      {data && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap>
            <Tag>{data.siteCode}</Tag>
            <span>{data.account}</span>
            <Tag>{t.types[data.type]}</Tag>
            <Tag color={FEEDBACK_STATE_COLOURS[data.state]}>{t.states[data.state]}</Tag>
          </Space>
          {data.posts.map((post) => (
            <div key={post.id} className={`feedback-post feedback-post-${post.author}`}>
              <div className="feedback-post-head">
                {post.author === 'member' ? t.member : fill(t.operator, { id: post.authorId })} ·{' '}
                {formatTime(post.createdAt)}
              </div>
              <div className="feedback-post-body">{post.body}</div>
              {post.images.length > 0 && (
                <Image.PreviewGroup>
                  <Space wrap>
                    {post.images.map((src) => (
                      <Image key={src} src={src} width={96} height={96} alt={t.images} />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              )}
            </div>
          ))}
          {reply.refusal && <Alert type="error" showIcon message={reply.refusal} />}
          {data.state === 'closed' ? (
            <Alert type="info" message={t.closedNote} />
          ) : (
            <Form
              form={form}
              layout="vertical"
              onFinish={({ body }) =>
                reply.submit(async () => {
                  const next = await replyToThread(data.id, body.trim());
                  form.resetFields();
                  await changed(next, t.sent);
                })
              }
            >
              <Form.Item
                name="body"
                label={t.reply}
                extra={t.replyHint}
                rules={[{ required: true, whitespace: true, message: t.replyRequired }]}
              >
                <Input.TextArea rows={4} maxLength={FEEDBACK_CONTENT_MAX} showCount />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={reply.busy}>
                {t.send}
              </Button>
            </Form>
          )}
        </Space>
      )}
    </Drawer>
  );
}
