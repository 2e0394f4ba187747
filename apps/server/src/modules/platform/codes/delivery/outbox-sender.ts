import type { DbOrTx } from '../../../../db/client.ts';
import { insertOutbox } from '../code.repository.ts';
import { renderCodeText, type CodeMessage, type CodeSender } from './code-sender.ts';

/** What the demo line needs of a logger (pino's, through `app.log`). */
export type DemoCodeLog = { warn(fields: Record<string, unknown>, message: string): void };

/**
 * Keeps codes in the operator outbox (`GET /api/admin/v1/outbox`) instead of sending them: for
 * every channel under SMS_OUTBOX=on, and for a channel without a provider outside production
 * (demo mode). In demo mode `log` also prints the code, because a newcomer's first run has no
 * operator password at hand, only the terminal the server writes to.
 */
export class OutboxCodeSender implements CodeSender {
  constructor(
    private readonly db: DbOrTx,
    private readonly demo?: { log: DemoCodeLog },
  ) {}

  async send(message: CodeMessage): Promise<void> {
    const { text } = renderCodeText(message);
    await insertOutbox(this.db, {
      siteCode: message.siteCode,
      channel: message.channel,
      target: message.to,
      purpose: message.purpose,
      code: message.code,
      text,
    });
    if (!this.demo) return;
    const { siteCode: site, purpose, channel, to, code } = message;
    const unset = channel === 'phone' ? 'SMS_HTTP_URL' : 'SMTP_URL';
    // The code is in the message text too: people read the line, not its fields.
    this.demo.log.warn(
      { demoCode: { site, purpose, channel, to, code } },
      `demo mode: ${channel} code ${code} for ${to} (site ${site}, ${purpose}); not sent, ${unset} is not set`,
    );
  }
}
