import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  type CodeChannel,
  type CodePurpose,
  type Lang,
} from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import { maskEmail, maskPhone } from '../../../lib/masks.ts';
import type { AuditService } from '../audit/audit.service.ts';
import {
  codesInWindows,
  consumeCode,
  countAttempt,
  insertCode,
  listOutbox,
  lockLatestCode,
  type CodeKey,
} from './code.repository.ts';
import { CodeDeliveryError, type CodeMessage, type CodeSender } from './delivery/code-sender.ts';

const MAX_CODE_GUESSES = 5;
const PER_HOUR = 5;

export type Destination =
  { channel: 'phone'; areaCode: string; phone: string } | { channel: 'email'; email: string };

/** A code's destination as stored: `+<area code><national number>`, or the email in lower case. */
function targetOf(to: Destination): string {
  return to.channel === 'phone' ? `+${to.areaCode}${to.phone}` : to.email.trim().toLowerCase();
}

function maskedDestination(to: Destination): string {
  return to.channel === 'phone' ? `+${to.areaCode} ${maskPhone(to.phone)}` : maskEmail(to.email);
}

const hashCode = (key: CodeKey, code: string) =>
  createHash('sha256')
    .update(`${key.siteCode}\n${key.purpose}\n${key.channel}\n${key.target}\n${code}`)
    .digest();

type SendInput = {
  siteCode: string;
  siteName: string;
  purpose: CodePurpose;
  to: Destination;
  memberId: number | null;
  ip: string | undefined;
  lang: Lang;
};

/**
 * Six-digit codes sent by SMS or email: at most one per minute and five per hour for each
 * destination and each IP; valid ten minutes; single use; five wrong guesses burn the code.
 */
export class CodeService {
  constructor(
    private readonly db: Db,
    /** Per channel: a provider, or the operator outbox (SMS_OUTBOX=on, demo mode). */
    private readonly sender: CodeSender,
    private readonly audit: AuditService,
    private readonly perIp: { minute: number; hour: number } = { minute: 1, hour: PER_HOUR },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(input: SendInput) {
    const key: CodeKey = {
      siteCode: input.siteCode,
      purpose: input.purpose,
      channel: input.to.channel,
      target: targetOf(input.to),
    };
    await this.assertWithinLimits(key, input.ip);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = await insertCode(this.db, {
      ...key,
      memberId: input.memberId,
      codeHash: hashCode(key, code).toString('hex'),
      ip: input.ip ?? null,
      expiresAt: new Date(this.now().getTime() + CODE_TTL_SECONDS * 1000),
    });
    const to = maskedDestination(input.to);
    const audit = (action: string) =>
      this.audit.record({
        actor: actorOf(input),
        siteCode: input.siteCode,
        action,
        after: { purpose: input.purpose, channel: input.to.channel, to },
        ip: input.ip,
      });
    const message: CodeMessage = {
      siteCode: input.siteCode,
      channel: input.to.channel,
      to: key.target,
      code,
      purpose: input.purpose,
      lang: input.lang,
      siteName: input.siteName,
      ttlMinutes: CODE_TTL_SECONDS / 60,
    };
    try {
      await this.sender.send(message);
    } catch (error) {
      // The undelivered code is void but still counts against the limits: a failing provider
      // must not become a way around them.
      await consumeCode(this.db, id);
      await audit('code.send.failed');
      if (error instanceof CodeDeliveryError) throw new DomainError('CODE_SEND_FAILED');
      throw error;
    }
    await audit('code.send');
    return {
      channel: input.to.channel as CodeChannel,
      to,
      resendSeconds: CODE_RESEND_SECONDS,
      expiresSeconds: CODE_TTL_SECONDS,
    };
  }

  /**
   * A forgotten-password code asked for an account with nowhere to send it (no such account, or
   * nothing bound on that channel): counted against the same limits (per account name, as a real
   * one's are per bound address) and answered as a sent one, so the answer does not tell whether
   * the account exists (issue 20). The row is void from the start: nothing to guess.
   */
  async sendNowhere(input: {
    siteCode: string;
    purpose: CodePurpose;
    channel: CodeChannel;
    account: string;
    ip: string | undefined;
  }) {
    const key: CodeKey = {
      siteCode: input.siteCode,
      purpose: input.purpose,
      channel: input.channel,
      target: `account:${input.account.toLowerCase()}`,
    };
    await this.assertWithinLimits(key, input.ip);
    const id = await insertCode(this.db, {
      ...key,
      memberId: null,
      codeHash: createHash('sha256').update(randomUUID()).digest('hex'),
      ip: input.ip ?? null,
      expiresAt: this.now(),
    });
    await consumeCode(this.db, id);
    await this.audit.record({
      actor: { kind: 'anonymous' },
      siteCode: input.siteCode,
      action: 'code.send.nowhere',
      after: { purpose: input.purpose, channel: input.channel, account: input.account },
      ip: input.ip,
    });
    return {
      channel: input.channel,
      to: '',
      resendSeconds: CODE_RESEND_SECONDS,
      expiresSeconds: CODE_TTL_SECONDS,
    };
  }

  private async assertWithinLimits(key: CodeKey, ip: string | undefined) {
    const nowMs = this.now().getTime();
    const minuteMs = CODE_RESEND_SECONDS * 1000;
    const checks = [
      { where: key, windowMs: minuteMs, max: 1 },
      { where: key, windowMs: 3_600_000, max: PER_HOUR },
      ...(ip
        ? [
            { where: { ip }, windowMs: minuteMs, max: this.perIp.minute },
            { where: { ip }, windowMs: 3_600_000, max: this.perIp.hour },
          ]
        : []),
    ];
    const counts = await codesInWindows(
      this.db,
      checks.map((check) => ({ where: check.where, since: new Date(nowMs - check.windowMs) })),
    );
    for (const [i, check] of checks.entries()) {
      const { n, first } = counts[i] ?? { n: 0, first: null };
      if (n >= check.max && first) {
        const seconds = Math.max(1, Math.ceil((first.getTime() + check.windowMs - nowMs) / 1000));
        throw new DomainError('RATE_LIMITED', { httpStatus: 429, params: { seconds } });
      }
    }
  }

  outbox(filter: { target?: string | undefined; siteCode?: string | undefined }, limit: number) {
    return listOutbox(this.db, filter, limit);
  }

  /**
   * Checks and uses up the newest code sent to a destination for a purpose. Runs in its own
   * transaction so that a wrong guess is counted even when the caller's change is refused.
   */
  async verify(
    siteCode: string,
    purpose: CodePurpose,
    to: Destination,
    code: string,
  ): Promise<void> {
    const key: CodeKey = { siteCode, purpose, channel: to.channel, target: targetOf(to) };
    const outcome = await this.db.transaction(async (tx) => {
      const row = await lockLatestCode(tx, key);
      if (!row || row.attempts >= MAX_CODE_GUESSES) return false;
      const matches = timingSafeEqual(Buffer.from(row.codeHash, 'hex'), hashCode(key, code));
      if (matches) {
        await consumeCode(tx, row.id);
        return true;
      }
      await countAttempt(tx, row.id, row.attempts + 1 >= MAX_CODE_GUESSES);
      return false;
    });
    if (!outcome) throw new DomainError('CODE_INVALID');
  }
}

function actorOf(input: SendInput) {
  return input.memberId !== null
    ? { kind: 'member' as const, id: input.memberId, name: String(input.memberId) }
    : { kind: 'anonymous' as const };
}
