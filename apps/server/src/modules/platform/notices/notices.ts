import { formatAmount, LANGS, type CurrencyCode, type NoticeKind } from '@kirin/contract';
import type { DbOrTx } from '../../../db/client.ts';

// What a module needs to send a member a notice (its kinds are in packages/contract notices.ts),
// and its parameters written the same way by every module. The messages module delivers them
// (MessageService.notify); a module that sends them depends on this, not on messages.

/** An amount as a member reads it: symbol, thousands, two decimals. */
export const shownAmount = (minor: bigint, currency: CurrencyCode) =>
  formatAmount(minor, currency, { withSymbol: true });

/** A name in every language: `name` (zh-CN) and `name@<lang>` for each, as renderNotice reads them. */
export function namesOf(name: string, names: Readonly<Record<string, string>>) {
  const out: Record<string, string> = { [name]: names['zh-CN'] ?? '' };
  for (const lang of LANGS) if (names[lang]) out[`${name}@${lang}`] = names[lang];
  return out;
}

export type Notice = {
  siteCode: string;
  memberId: number;
  kind: NoticeKind;
  params: Record<string, string | number>;
};

/**
 * What a module that sends notices is given (`MessageService.notify`): in the caller's transaction
 * when one is passed, so the notice exists exactly when the event does.
 */
export type Notify = (notice: Notice, db?: DbOrTx) => Promise<void>;
