import type { CodeChannel } from '@kirin/contract';
import { CodeDeliveryError, type CodeMessage, type CodeSender } from './code-sender.ts';

/** One sender per channel; a deployment may configure either, both or neither. */
export class RoutingCodeSender implements CodeSender {
  constructor(private readonly senders: Partial<Record<CodeChannel, CodeSender>>) {}

  async send(message: CodeMessage): Promise<void> {
    const sender = this.senders[message.channel];
    if (!sender) throw new CodeDeliveryError(`no sender configured for ${message.channel}`);
    await sender.send(message);
  }
}
