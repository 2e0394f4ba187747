import type { CodeChannel, CodePurpose, Lang } from '@kirin/contract';

export type CodeMessage = {
  siteCode: string;
  channel: CodeChannel;
  /** An email address, or an E.164 number such as `+8613800138000`. */
  to: string;
  code: string;
  purpose: CodePurpose;
  lang: Lang;
  siteName: string;
  ttlMinutes: number;
};

// A member waits on the form for the answer; past ten seconds it is no use to them.
export const DEFAULT_DELIVERY_TIMEOUT_MS = 10_000;

export interface CodeSender {
  send(message: CodeMessage): Promise<void>;
}

/**
 * The provider refused the message or could not be reached. The message is for the logs, so it
 * must never carry the code: build it with `redactCode` whenever it quotes the provider.
 */
export class CodeDeliveryError extends Error {
  override name = 'CodeDeliveryError';
}

/** Providers may echo the text they were given; a code in the logs is a code given away. */
export function redactCode(text: string, code: string): string {
  const clipped = text.length > 300 ? `${text.slice(0, 300)}…` : text;
  return code === '' ? clipped : clipped.replaceAll(code, '******');
}

const PURPOSE: Record<Lang, Record<CodePurpose, string>> = {
  'zh-CN': { register: '注册', forget: '找回密码', bind: '绑定', withdraw: '提现密码' },
  'zh-HK': { register: '註冊', forget: '找回密碼', bind: '綁定', withdraw: '提款密碼' },
  en: {
    register: 'registration',
    forget: 'password reset',
    bind: 'account binding',
    withdraw: 'withdrawal password',
  },
};

/** The same words go by SMS and email; the subject leaves the code out of lock-screen previews. */
export function renderCodeText(message: CodeMessage): { subject: string; text: string } {
  const { code, lang, siteName: site, ttlMinutes: ttl } = message;
  const phrase = PURPOSE[lang][message.purpose];
  switch (lang) {
    case 'zh-CN':
      return {
        subject: `【${site}】${phrase}验证码`,
        text: `【${site}】您的${phrase}验证码是 ${code}，${ttl}分钟内有效。请勿告诉他人。`,
      };
    case 'zh-HK':
      return {
        subject: `【${site}】${phrase}驗證碼`,
        text: `【${site}】您的${phrase}驗證碼是 ${code}，${ttl}分鐘內有效。請勿告訴他人。`,
      };
    case 'en':
      return {
        subject: `[${site}] Your ${phrase} code`,
        text: `[${site}] Your ${phrase} code is ${code}. It expires in ${ttl} minute${ttl === 1 ? '' : 's'}. Do not share it with anyone.`,
      };
  }
}
