import type { AgentContactKind } from '@kirin/contract';

export const NAME_MAX = 40;
export const CHANNELS_MAX = 500;

// The server's forms for each kind of contact (agent-application.service.ts), checked as the
// member types so that most mistakes show before sending; the server's answer still decides.
const CONTACT_FORMS: Record<AgentContactKind, RegExp> = {
  phone: /^\+?\d{6,15}$/,
  email: /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,24}$/,
  wechat: /^[A-Za-z][\w-]{5,19}$/,
  qq: /^[1-9]\d{4,11}$/,
  telegram: /^@?[A-Za-z][\w]{4,31}$/,
};

/** The contact as the server keeps it: phones without spaces or dashes, emails in lower case. */
export function normalContact(kind: AgentContactKind, raw: string): string {
  const value = raw.trim();
  if (kind === 'phone') return value.replace(/[\s-]/g, '');
  if (kind === 'email') return value.toLowerCase();
  return value;
}

export const isContactOf = (kind: AgentContactKind, raw: string): boolean =>
  CONTACT_FORMS[kind].test(normalContact(kind, raw));
