import { toWireAmount } from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import { OFFSET_MS } from '../../../lib/beijing-time.ts';
import { describeDevice } from '../../../lib/user-agent.ts';
import type { ProtectionService } from '../../accounts/protection/protection.service.ts';
import type { MemberIdentity, MemberSessions } from '../../accounts/members/member-sessions.ts';
import type { Site } from '../../platform/site/site.service.ts';
import { monthlySums, playSince } from './member-report.repository.ts';
import type { SessionSummary, Statement } from './member-report.schemas.ts';

/** The start of the Beijing month `back` months before the one `at` falls in. */
function beijingMonthStart(at: Date, back: number): Date {
  const local = new Date(at.getTime() + OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1) - OFFSET_MS);
}

/** "2026-11": the Beijing month `back` months before the one `at` falls in. */
const monthName = (at: Date, back: number) =>
  new Date(beijingMonthStart(at, back).getTime() + OFFSET_MS).toISOString().slice(0, 7);

/**
 * What a member reads of their own play (issue 25): the monthly statement and, for the reality
 * check and the member centre, this session's time, result and previous log-in.
 */
export class MemberReportService {
  /** Which months are "the last N": tests may move it. */
  now: () => Date = () => new Date();

  constructor(
    private readonly db: Db,
    private readonly deps: {
      sessions: Pick<MemberSessions, 'withPrevious'>;
      protection: Pick<ProtectionService, 'timeLimits'>;
    },
  ) {}

  /** The last `months` Beijing months, newest first, each whole (months without play are 0). */
  async statement(site: Site, who: Pick<MemberIdentity, 'id'>, months: number) {
    const now = this.now();
    const from = beijingMonthStart(now, months - 1);
    const to = beijingMonthStart(now, -1);
    const found = new Map(
      (await monthlySums(this.db, who.id, from, to)).map((row) => [row.month, row]),
    );
    const currency = site.brand.currency;
    const money = (text: string | undefined) => toWireAmount(BigInt(text ?? '0'), currency);
    const items: Statement['items'] = [];
    for (let back = 0; back < months; back += 1) {
      const month = monthName(now, back);
      const row = found.get(month);
      const net =
        BigInt(row?.payouts ?? '0') + BigInt(row?.bonuses ?? '0') - BigInt(row?.stakes ?? '0');
      items.push({
        month,
        deposits: money(row?.deposits),
        withdrawals: money(row?.withdrawals),
        stakes: money(row?.stakes),
        payouts: money(row?.payouts),
        bonuses: money(row?.bonuses),
        net: toWireAmount(net, currency),
      });
    }
    return { items };
  }

  /** This session: its log-in, the one before, its limit's end, and play since log-in. */
  async session(site: Site, who: MemberIdentity): Promise<SessionSummary> {
    const { current, previous } = await this.deps.sessions.withPrevious(who.id, who.sessionId);
    const [limits, play] = await Promise.all([
      this.deps.protection.timeLimits(who.id),
      playSince(this.db, who.id, current.createdAt),
    ]);
    const currency = site.brand.currency;
    return {
      loginAt: current.createdAt.toISOString(),
      previousLogin: previous && {
        at: previous.createdAt.toISOString(),
        ip: previous.ip,
        device: describeDevice(previous.userAgent),
      },
      sessionMinutes: limits.sessionMinutes,
      // A session under a limit expires when the day's time runs out (ProtectionService).
      endsAt: limits.sessionMinutes === null ? null : current.expiresAt.toISOString(),
      realityCheckMinutes: limits.realityCheckMinutes,
      staked: toWireAmount(BigInt(play.staked), currency),
      net: toWireAmount(BigInt(play.net), currency),
    };
  }
}
