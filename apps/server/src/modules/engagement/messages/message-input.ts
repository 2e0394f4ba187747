import {
  MESSAGE_ACTIONS,
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  MESSAGE_UPDATE_IDS_MAX,
  MESSAGE_VIP_LEVEL_MAX,
  parseMessageIds,
  type MessageAction,
  type MessageAudience,
} from '@kirin/contract';
import { DomainError } from '../../../lib/errors.ts';

// Checks of what members and operators send, each refusal a VALIDATION with the field's reason.

const ID = /^[1-9]\d{0,15}$/;

/** A message id from the query string; not an id at all is a format error, not NOT_FOUND. */
export function messageId(input: unknown, field = 'id'): number {
  const text = typeof input === 'number' ? String(input) : input;
  if (text === undefined || text === null || text === '') {
    throw DomainError.validation({ [field]: 'required' });
  }
  if (typeof text !== 'string' || !ID.test(text.trim())) {
    throw DomainError.validation({ [field]: 'invalid_format' });
  }
  return Number(text.trim());
}

/** Form fields arrive as text: 'true'/'1'/'on' and true are yes; absent, '', 'false', '0' no. */
export function flag(input: unknown, field: string): boolean {
  if (input === undefined || input === null || input === '' || input === false) return false;
  if (input === true) return true;
  if (typeof input === 'string') {
    const text = input.trim().toLowerCase();
    if (['true', '1', 'on'].includes(text)) return true;
    if (['false', '0', 'off'].includes(text)) return false;
  }
  throw DomainError.validation({ [field]: 'invalid_value' });
}

export type UpdateInput = { ids?: unknown; action?: unknown; all?: unknown };
export type UpdateRequest =
  { action: MessageAction; all: false; ids: number[] } | { action: 'read'; all: true };

export function updateRequest(input: UpdateInput): UpdateRequest {
  const action = input.action;
  if (typeof action !== 'string' || !(MESSAGE_ACTIONS as readonly string[]).includes(action)) {
    throw DomainError.validation({ action: action ? 'invalid_value' : 'required' });
  }
  // Deleting a whole inbox with one tap is too easy to do by mistake; reading it is harmless.
  if (flag(input.all, 'all')) {
    if (action !== 'read') throw DomainError.validation({ all: 'invalid_value' });
    return { action, all: true };
  }
  const ids = parseMessageIds(input.ids);
  if (ids === null) throw DomainError.validation({ ids: 'invalid_format' });
  if (ids.length === 0) throw DomainError.validation({ ids: 'required' });
  if (ids.length > MESSAGE_UPDATE_IDS_MAX) throw DomainError.validation({ ids: 'too_long' });
  return { action: action as MessageAction, all: false, ids };
}

export type SendInput = {
  site?: string | undefined;
  audience: MessageAudience;
  account?: string | undefined;
  vipLevel?: unknown;
  includeFuture?: unknown;
  marketing?: unknown;
  title?: string | undefined;
  body?: string | undefined;
};

/** Who a message goes to, checked against its audience: each audience takes its own field only. */
export type Target =
  | { audience: 'member'; account: string }
  | { audience: 'vip'; vipLevel: number }
  | { audience: 'site'; includeFuture: boolean };

function text(value: string | undefined, field: string, max: number): string {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') throw DomainError.validation({ [field]: 'required' });
  if (trimmed.length > max) throw DomainError.validation({ [field]: 'too_long' });
  return trimmed;
}

function vipLevel(input: unknown): number {
  const raw = typeof input === 'string' ? input.trim() : input;
  if (raw === undefined || raw === null || raw === '') {
    throw DomainError.validation({ vipLevel: 'required' });
  }
  const level = typeof raw === 'number' ? raw : /^-?\d{1,6}$/.test(String(raw)) ? Number(raw) : NaN;
  if (!Number.isInteger(level)) throw DomainError.validation({ vipLevel: 'invalid_format' });
  if (level < 0) throw DomainError.validation({ vipLevel: 'too_small' });
  if (level > MESSAGE_VIP_LEVEL_MAX) throw DomainError.validation({ vipLevel: 'too_large' });
  return level;
}

const given = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

export function sendRequest(input: SendInput): {
  target: Target;
  title: string;
  body: string;
  marketing: boolean;
} {
  const title = text(input.title, 'title', MESSAGE_TITLE_MAX);
  const body = text(input.body, 'body', MESSAGE_BODY_MAX);
  const marketing = flag(input.marketing, 'marketing');
  const includeFuture = flag(input.includeFuture, 'includeFuture');
  // A field of another audience is a mistake of the sender (a level typed for a broadcast, say):
  // refused rather than silently dropped, so the message never reaches people it should not.
  if (input.audience !== 'member' && given(input.account)) {
    throw DomainError.validation({ account: 'invalid_value' });
  }
  if (input.audience !== 'vip' && given(input.vipLevel)) {
    throw DomainError.validation({ vipLevel: 'invalid_value' });
  }
  if (input.audience !== 'site' && includeFuture) {
    throw DomainError.validation({ includeFuture: 'invalid_value' });
  }
  switch (input.audience) {
    case 'member': {
      const account = (input.account ?? '').trim();
      if (account === '') throw DomainError.validation({ account: 'required' });
      return { target: { audience: 'member', account }, title, body, marketing };
    }
    case 'vip':
      return {
        target: { audience: 'vip', vipLevel: vipLevel(input.vipLevel) },
        title,
        body,
        marketing,
      };
    case 'site':
      return { target: { audience: 'site', includeFuture }, title, body, marketing };
  }
}
