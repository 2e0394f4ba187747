import { stringify } from 'csv-stringify/sync';
import {
  TRANSACTION_KINDS,
  toWireAmount,
  type Lang,
  type TransactionKind,
  type TransactionRecord,
} from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import {
  countRecords,
  findRecord,
  listRecords,
  type RecordFilter,
  type RecordRow,
} from '../../../ledger/member-movements.ts';
import { currencyOf } from '../../../lib/money.ts';
import { beijingDateTime } from '../../../lib/beijing-time.ts';
import { CSV_HEADERS, kindText, sportsText, stateText, transferText } from './records-text.ts';

export const CSV_MAX_ROWS = 10_000;

/**
 * Play at a venue booked into our mirror of its wallet (bet by bet, a correction an operator
 * booked, or the balance differences booked before) is a bet result, not a movement the member
 * made; betting records show it.
 */
const HIDDEN = ['venue_sync', 'venue_bet', 'venue_correction', 'sports_stake'] as const;

/** The ledger's reasons of the sportsbook's movements of central: one kind, `bet`, for members. */
const SPORTS_REASONS = ['sports_bet', 'sports_payout', 'sports_resettle', 'sports_cashout'];
const reasonsOf = (kind: TransactionKind | undefined) =>
  kind === undefined ? undefined : kind === 'bet' ? SPORTS_REASONS : [kind];

const isKind = (reason: string): reason is TransactionKind =>
  (TRANSACTION_KINDS as readonly string[]).includes(reason);

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * A member's movements as the member sees them: one record per transfer they started (a held
 * withdrawal and its payment are one record), signed from the central wallet's side.
 */
export class RecordsService {
  constructor(private readonly db: Db) {}

  async page(
    filter: RecordFilter & { kind?: TransactionKind | undefined },
    page: number,
    size: number,
    lang: Lang,
  ) {
    const f = { ...filter, reasons: reasonsOf(filter.kind), hidden: HIDDEN };
    const [rows, total] = await Promise.all([
      listRecords(this.db, f, size, (page - 1) * size),
      countRecords(this.db, f),
    ]);
    return { list: rows.map((r) => this.view(r, filter.memberId, lang)), total, page, size };
  }

  async one(memberId: number, id: number, lang: Lang): Promise<TransactionRecord> {
    const row = await findRecord(this.db, memberId, id, HIDDEN);
    if (!row) throw new DomainError('NOT_FOUND');
    return this.view(row, memberId, lang);
  }

  async csv(filter: RecordFilter & { kind?: TransactionKind | undefined }, lang: Lang) {
    const rows = await listRecords(
      this.db,
      { ...filter, reasons: reasonsOf(filter.kind), hidden: HIDDEN },
      CSV_MAX_ROWS,
      0,
    );
    const records = rows.map((r) => this.view(r, filter.memberId, lang));
    const body = stringify(
      records.map((r) => [
        r.id,
        // As the screen shows it: Beijing time, the site's business day.
        beijingDateTime(new Date(r.createdAt)),
        kindText(r.kind, lang),
        r.amount,
        r.currency,
        stateText(r.state, lang),
        inert(r.title),
        inert(r.reference ?? ''),
      ]),
      { header: true, columns: CSV_HEADERS[lang] },
    );
    // A byte-order mark, so spreadsheet programs read the Chinese as UTF-8.
    return `\uFEFF${body}`;
  }

  private view(row: RecordRow, memberId: number, lang: Lang): TransactionRecord {
    const kind: TransactionKind = isKind(row.reason)
      ? row.reason
      : SPORTS_REASONS.includes(row.reason)
        ? 'bet'
        : 'adjustment';
    const mine = (m: string | number | null) => m !== null && Number(m) === memberId;
    const creditCentral = mine(row.credit_member) && row.credit_kind === 'member_central';
    const debitCentral = mine(row.debit_member) && row.debit_kind === 'member_central';
    const credited = creditCentral || (!debitCentral && mine(row.credit_member));
    const amount =
      row.state === 'posted' && row.posted_amount !== null ? row.posted_amount : row.amount;
    const currency = currencyOf(row.currency);
    const meta = row.meta ?? {};
    return {
      id: String(row.id),
      kind,
      amount: `${credited ? '+' : '-'}${toWireAmount(BigInt(amount), currency)}`,
      currency,
      state: row.state,
      title: this.title(kind, row, meta, lang),
      createdAt: iso(row.created_at) as string,
      settledAt: iso(row.settled_at),
      reference:
        stringOr(meta['orderNo']) ??
        (typeof meta['betId'] === 'number' ? String(meta['betId']) : null) ??
        (row.credit_venue || row.debit_venue || null),
    };
  }

  private title(
    kind: TransactionKind,
    row: RecordRow,
    meta: Record<string, unknown>,
    lang: Lang,
  ): string {
    if (kind === 'transfer' && (row.credit_venue || row.debit_venue)) {
      const into = row.credit_kind === 'member_venue';
      return transferText(
        into,
        stringOr(meta['venueName']) ?? (into ? row.credit_venue : row.debit_venue),
        lang,
      );
    }
    if (kind === 'bet') return sportsText(row.reason, lang);
    // The kind is shown beside the title ("充值 · 充值" said it twice): the title says what else
    // there is to say, the channel or the reason, or else the kind alone.
    const channelNames = meta['channelNames'] as Record<string, unknown> | undefined;
    const detail =
      stringOr(channelNames?.[lang]) ??
      stringOr(meta['channel']) ??
      stringOr(meta['title']) ??
      stringOr(meta['reason']);
    return detail ?? kindText(kind, lang);
  }
}

function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Free text a spreadsheet would run as a formula gets a leading apostrophe (amounts stay numbers). */
function inert(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
