import { useId, useState } from 'react';
import type { DepositOrder } from '@kirin/contract';
import { showToast } from '../../../components/feedback.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useClaimPaid } from '../api/claim-paid.ts';

/**
 * After a bank transfer, the member says so (我已付款), with a photo of the receipt if they have
 * one, so the operator knows to look; once said, the page says when, and shows the receipt.
 */
export function PaidClaim({ order }: { order: DepositOrder }) {
  const { t, i18n } = useTranslation();
  const claim = useClaimPaid(order.id);
  const [receipt, setReceipt] = useState<File | null>(null);
  const inputId = useId();

  if (order.paidClaimedAt) {
    return (
      <div className="paid-claim is-claimed" role="status">
        <p className="order-note">
          {t('finance.info.paid.claimed', {
            at: formatDateTime(order.paidClaimedAt, i18n.language),
          })}
        </p>
        {order.receiptUrl && (
          <a href={order.receiptUrl} target="_blank" rel="noopener noreferrer">
            <img
              className="paid-receipt"
              src={order.receiptUrl}
              alt={t('finance.info.paid.receipt')}
            />
          </a>
        )}
      </div>
    );
  }

  return (
    <div className="paid-claim">
      <label className="paid-receipt-pick" htmlFor={inputId}>
        <span>{t('finance.info.paid.receiptOptional')}</span>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={(event) => setReceipt(event.target.files?.[0] ?? null)}
        />
      </label>
      <button
        type="button"
        className="button-primary"
        disabled={claim.isPending}
        onClick={() =>
          claim.mutate(receipt, {
            onSuccess: () => void showToast(t('finance.info.paid.done'), 'success'),
            onError: (error) => void showToast(describeError(t, error), 'fail'),
          })
        }
      >
        {claim.isPending ? t('finance.info.paid.sending') : t('finance.info.paid.button')}
      </button>
    </div>
  );
}
