import nodemailer, { type Transporter } from 'nodemailer';
import {
  CodeDeliveryError,
  DEFAULT_DELIVERY_TIMEOUT_MS,
  redactCode,
  renderCodeText,
  type CodeMessage,
  type CodeSender,
} from './code-sender.ts';

// One mailbox, nothing that an address-list parser could split into several recipients.
const SINGLE_ADDRESS = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+$/;

export type SmtpCodeSenderOptions = {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS from the start). */
  url: string;
  from: string;
  timeoutMs?: number;
};

export class SmtpCodeSender implements CodeSender {
  private readonly transport: Transporter;
  private readonly timeoutMs: number;

  constructor(options: SmtpCodeSenderOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;
    this.transport = nodemailer.createTransport(
      {
        url: options.url,
        connectionTimeout: this.timeoutMs,
        greetingTimeout: this.timeoutMs,
        socketTimeout: this.timeoutMs,
      },
      { from: options.from },
    );
  }

  async send(message: CodeMessage): Promise<void> {
    if (message.channel !== 'email') {
      throw new CodeDeliveryError(`the SMTP sender delivers email only, not ${message.channel}`);
    }
    if (!SINGLE_ADDRESS.test(message.to)) {
      throw new CodeDeliveryError('the recipient is not a single email address');
    }
    const { subject, text } = renderCodeText(message);
    try {
      // The per-step timeouts above each restart; the signal bounds the whole exchange.
      await this.transport.sendMail({
        to: message.to,
        subject,
        text,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new CodeDeliveryError(`SMTP delivery failed: ${describe(error, message.code)}`);
    }
  }

  close(): void {
    this.transport.close();
  }
}

function describe(error: unknown, code: string): string {
  if (!(error instanceof Error)) return redactCode(String(error), code);
  const tag = (error as NodeJS.ErrnoException).code;
  return redactCode(tag ? `${tag} ${error.message}` : error.message, code);
}
