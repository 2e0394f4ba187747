// The outbox screen's words; texts.ts puts them under `outbox`.

export const outboxZh = {
  title: '验证码发件箱',
  demoNote: '演示环境：未配置短信和邮件服务，验证码保存在这里而不是发送给会员。',
  channel: '渠道',
  channels: { phone: '短信', email: '邮件' },
  target: '手机号或邮箱',
  targetHint: '+8613800138000 或 name@example.com',
  purpose: '用途',
  code: '验证码',
  text: '内容',
};

export const outboxEn: typeof outboxZh = {
  title: 'Code outbox',
  demoNote:
    'A demo: with no SMS or mail provider configured, codes are kept here instead of being sent.',
  channel: 'Channel',
  channels: { phone: 'SMS', email: 'Email' },
  target: 'Phone or email',
  targetHint: '+8613800138000 or name@example.com',
  purpose: 'Purpose',
  code: 'Code',
  text: 'Text',
};
