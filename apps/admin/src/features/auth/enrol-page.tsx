import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Form, Input, Space, Spin, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/language.tsx';
import { useSubmit } from '../../lib/use-submit.ts';
import { confirmEnrolment, meQuery, startEnrolment } from './auth-api.ts';

/**
 * Two-step sign-in, first time: a new authenticator key as a QR code and as text, then the first
 * good code turns it on and completes the session (docs/decisions/operator-second-factor.md).
 */
export function EnrolPage() {
  const { texts } = useLanguage();
  const t = texts.enrol;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [key, setKey] = useState<{ secret: string; uri: string } | null>(null);
  const { busy, refusal, submit } = useSubmit();

  // Each start replaces the key on the server: once per visit (React's development mode runs an
  // effect twice, and the second answer could arrive first), again only when asked.
  const start = () => submit(async () => setKey(await startEnrolment()));
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, []);

  const confirm = ({ code }: { code: string }) =>
    submit(async () => {
      await confirmEnrolment(code);
      await client.invalidateQueries({ queryKey: meQuery.queryKey });
      await navigate('/', { replace: true });
    });

  return (
    <div className="sign-in">
      <Card className="sign-in-card">
        <Typography.Title level={3}>{t.title}</Typography.Title>
        <Typography.Paragraph>{t.intro}</Typography.Paragraph>
        {refusal && <Alert type="error" showIcon message={refusal} className="sign-in-alert" />}
        {key ? (
          <Space direction="vertical" size="middle" className="enrol-key">
            <QRCodeSVG value={key.uri} size={176} marginSize={2} aria-label={t.secret} />
            <Typography.Text>
              {t.secret}:{' '}
              <Typography.Text code copyable>
                {key.secret}
              </Typography.Text>
            </Typography.Text>
          </Space>
        ) : (
          <Spin />
        )}
        <Form<{ code: string }>
          layout="vertical"
          onFinish={(values) => void confirm(values)}
          requiredMark={false}
        >
          <Form.Item
            name="code"
            label={t.code}
            rules={[{ required: true, pattern: /^\d{6}$/, message: t.code }]}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy} disabled={!key}>
              {t.submit}
            </Button>
            <Button onClick={() => void start()}>{t.restart}</Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
