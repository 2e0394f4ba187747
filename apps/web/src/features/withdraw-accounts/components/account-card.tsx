import { useTranslation } from '../../../i18n/use-translation.ts';
import type { AnyWithdrawAccount } from '../api/get-cards.ts';

/** One withdrawal account drawn as a card: bank, USDT address or Alipay, always masked. */
export function AccountCard({ account }: { account: AnyWithdrawAccount }) {
  const { t } = useTranslation();
  switch (account.kind) {
    case 'bank':
      return (
        <div className="account-card account-card-bank">
          <span className="account-card-title">{account.bankName}</span>
          <span className="account-card-number">{account.cardNo}</span>
          <span className="account-card-meta" translate="no">
            {account.holder}
          </span>
        </div>
      );
    case 'virtual':
      return (
        <div className="account-card account-card-virtual">
          <span className="account-card-title">
            {account.currency} · {account.network}
          </span>
          <span className="account-card-number">{account.address}</span>
          <span className="account-card-meta">{t('account.cards.virtualKind')}</span>
        </div>
      );
    case 'alipay':
      return (
        <div className="account-card account-card-alipay">
          <span className="account-card-title">{t('account.cards.alipayKind')}</span>
          <span className="account-card-number">{account.account}</span>
          <span className="account-card-meta" translate="no">
            {account.holder}
          </span>
        </div>
      );
  }
}
