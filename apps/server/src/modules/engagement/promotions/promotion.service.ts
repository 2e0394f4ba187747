import {
  toWireAmount,
  type Lang,
  type PromoApplyResult,
  type PromoDetail,
  type PromoListItem,
} from '@kirin/contract';
import { memberOwner, type Idempotency } from '../../../plugins/idempotency.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { MemberIdentity } from '../../accounts/members/member-sessions.ts';
import type { RewardCredit } from '../redemptions/redemption-credit.ts';
import type { Site } from '../../platform/site/site.service.ts';
import { currencyOf } from '../../../lib/money.ts';
import { creditedDepositTotal } from '../../finance/deposits/deposit-totals.ts';
import { bonusFor, isZeroRate } from './promotion-bonus.ts';
import { applicationView, detailView, listItemView, takesApplications } from './promotion-view.ts';
import {
  applicationWithBonus,
  insertApplication,
  memberApplications,
  runningPromotions,
  updateApplication,
  visiblePromotion,
  type ApplicationRow,
  type PromotionRow,
} from './promotion.repository.ts';

const ID = /^[1-9]\d{0,15}$/;

/** An activity id from the query or body; not an id at all is a format error, not NOT_FOUND. */
export function promotionId(input: unknown): number {
  const text = typeof input === 'number' ? String(input) : input;
  if (text === undefined || text === null || text === '') {
    throw DomainError.validation({ id: 'required' });
  }
  if (typeof text !== 'string' || !ID.test(text.trim())) {
    throw DomainError.validation({ id: 'invalid_format' });
  }
  return Number(text.trim());
}

/**
 * Pays an application: the bonus from the member's confirmed deposits in the activity's period,
 * credited through RewardCredit (one redemption per member and activity), and the application
 * marked approved, in the caller's transaction. Shared by auto-approval and operator approval.
 */
export async function payApplication(
  tx: DbOrTx,
  rewards: RewardCredit,
  promotion: PromotionRow,
  application: ApplicationRow,
  decision: { currency: string; decidedBy: number | null; now: Date },
): Promise<ApplicationRow> {
  const deposits = await creditedDepositTotal(tx, application.memberId, decision.currency, {
    from: promotion.startsAt,
    to: promotion.endsAt,
  });
  const amount = bonusFor(promotion, deposits);
  if (amount <= 0n) throw new DomainError('PROMO_NO_DEPOSIT');
  const { redemption } = await rewards.credit(tx, {
    siteCode: promotion.siteCode,
    memberId: application.memberId,
    kind: 'activity',
    period: `promo:${promotion.id}`,
    currency: decision.currency,
    amount,
    basis: promotion.bonusAmount > 0n ? 0n : deposits,
    rate: promotion.bonusAmount > 0n ? '' : promotion.bonusRate,
    turnoverMultiple: promotion.turnoverMultiple,
    detail: { promotionId: promotion.id, applicationId: application.id },
  });
  return updateApplication(tx, application.id, {
    state: 'approved',
    redemptionId: redemption.id,
    decidedBy: decision.decidedBy,
    decidedAt: decision.now,
  });
}

/**
 * Activities as members see them: the running ones of their site in their language, one in
 * detail, and applying to one. Who may see and apply is decided by the site and the session
 * only; an activity of another site is NOT_FOUND, exactly as one that does not exist.
 */
export class PromotionService {
  constructor(
    private readonly db: Db,
    private readonly deps: { rewards: RewardCredit; idempotency: Idempotency },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(site: Site, lang: Lang, who: MemberIdentity | undefined): Promise<PromoListItem[]> {
    const now = this.now();
    const rows = await runningPromotions(this.db, site.code, now);
    const mine = await this.applicationsOf(who, rows);
    return rows.map((row) => listItemView(row, lang, now, site.brand.currency, mine.get(row.id)));
  }

  async detail(
    site: Site,
    lang: Lang,
    idInput: unknown,
    who: MemberIdentity | undefined,
  ): Promise<PromoDetail> {
    const now = this.now();
    const row = await visiblePromotion(this.db, site.code, promotionId(idInput), now);
    if (!row) throw new DomainError('NOT_FOUND');
    const mine = await this.applicationsOf(who, [row]);
    return detailView(row, lang, now, site.brand.currency, mine.get(row.id));
  }

  /**
   * One application per member and activity. The minimum deposit is checked against confirmed
   * deposits credited within the period; an auto-approved activity pays in the same transaction
   * that records the application, so a member never sees an approval without its bonus.
   */
  /**
   * Applies once per member, and once per Idempotency-Key: a replay answers the application the
   * key made, as it stands now (an auto-approved one is paid in the same transaction).
   */
  async apply(
    site: Site,
    who: MemberIdentity,
    idInput: unknown,
    key: string,
  ): Promise<PromoApplyResult> {
    const id = promotionId(idInput);
    const now = this.now();
    const currency = currencyOf(site.brand.currency);
    const owner = memberOwner(who.id);
    const { applicationId } = await this.deps.idempotency.run(
      owner,
      'promo.apply',
      key,
      { id },
      async (tx) => {
        const row = await visiblePromotion(tx, who.siteCode, id, now);
        if (!row) throw new DomainError('NOT_FOUND');
        if (row.kind !== 'apply') throw new DomainError('PROMO_NOT_APPLICABLE');
        if (!takesApplications(row, now)) throw new DomainError('PROMO_ENDED');
        if ((await memberApplications(tx, who.id, [id])).length > 0) {
          throw new DomainError('PROMO_ALREADY_APPLIED');
        }
        const deposits = await creditedDepositTotal(tx, who.id, currency, {
          from: row.startsAt,
          to: row.endsAt,
        });
        if (deposits < row.minDeposit) {
          throw new DomainError('PROMO_MIN_DEPOSIT', {
            params: { min: toWireAmount(row.minDeposit, currency) },
          });
        }
        // A share of nothing is nothing: say so now rather than leave an application no one can pay.
        if (row.bonusAmount <= 0n && !isZeroRate(row.bonusRate) && deposits <= 0n) {
          throw new DomainError('PROMO_NO_DEPOSIT');
        }
        const created = await insertApplication(tx, {
          promotionId: id,
          memberId: who.id,
          state: 'pending',
        });
        // Two taps at once: the unique index lets one through.
        if (!created) throw new DomainError('PROMO_ALREADY_APPLIED');
        const saved = row.autoApprove
          ? await payApplication(tx, this.deps.rewards, row, created, {
              currency,
              decidedBy: null,
              now,
            })
          : created;
        return { applicationId: saved.id };
      },
    );
    const full = await applicationWithBonus(this.db, applicationId);
    return { application: applicationView(full!, currency) };
  }

  private async applicationsOf(who: MemberIdentity | undefined, rows: PromotionRow[]) {
    if (!who) return new Map<number, Awaited<ReturnType<typeof memberApplications>>[number]>();
    const list = await memberApplications(
      this.db,
      who.id,
      rows.map((r) => r.id),
    );
    return new Map(list.map((a) => [a.promotionId, a]));
  }
}
