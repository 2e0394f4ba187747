import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/language.tsx';
import { useSubmit } from '../../lib/use-submit.ts';
import { meQuery, signIn } from './auth-api.ts';

type Values = { account: string; password: string; code?: string };

/** Sign-in: account and password, and the authenticator's code once two-step sign-in is on. */
export function SignInPage() {
  const { texts } = useLanguage();
  const t = texts.signIn;
  const navigate = useNavigate();
  const client = useQueryClient();
  const { busy, refusal, submit: run } = useSubmit();
  const submit = (values: Values) =>
    run(async () => {
      const done = await signIn(values);
      await client.invalidateQueries({ queryKey: meQuery.queryKey });
      await navigate(done.enrolRequired ? '/enrol' : '/', { replace: true });
    });

  return (
    <div className="sign-in">
      <Card className="sign-in-card">
        <Typography.Title level={3}>{t.title}</Typography.Title>
        {refusal && <Alert type="error" showIcon message={refusal} className="sign-in-alert" />}
        <Form<Values>
          layout="vertical"
          onFinish={(values) => void submit(values)}
          requiredMark={false}
        >
          <Form.Item
            name="account"
            label={t.account}
            rules={[{ required: true, message: t.required }]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t.password}
            rules={[{ required: true, message: t.required }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="code" label={t.code} extra={t.codeHint}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t.submit}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
