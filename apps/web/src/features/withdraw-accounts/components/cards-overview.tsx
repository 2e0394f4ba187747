import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { WithdrawAccountKind } from '@kirin/contract';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { accountsOf, useCards } from '../api/get-cards.ts';
import { AccountCard } from './account-card.tsx';

const ADD_PATH: Record<WithdrawAccountKind, string> = {
  bank: '/cards/addBankCard',
  virtual: '/cards/addVirtualCoin',
  alipay: '/cards/addAlipay',
};

/** `/cards`: bank cards, USDT addresses and Alipay accounts; "add" until a kind is full. */
export function CardsOverview() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useCards();

  if (isPending) return <SkeletonLines lines={6} />;
  if (isError) return <LoadError onRetry={refetch} />;

  const sections: { kind: WithdrawAccountKind; title: string; add: string; empty: string }[] = [
    {
      kind: 'bank',
      title: t('account.cards.bankTitle'),
      add: t('account.cards.addBank'),
      empty: t('account.cards.bankEmpty'),
    },
    {
      kind: 'virtual',
      title: t('account.cards.virtualTitle'),
      add: t('account.cards.addVirtual'),
      empty: t('account.cards.virtualEmpty'),
    },
    {
      kind: 'alipay',
      title: t('account.cards.alipayTitle'),
      add: t('account.cards.addAlipay'),
      empty: t('account.cards.alipayEmpty'),
    },
  ];

  return (
    <div className="cards-overview">
      {sections.map(({ kind, title, add, empty }) => {
        const items = accountsOf(data, kind);
        const limit = data.limits[kind];
        const full = items.length >= limit;
        const headingId = `cards-${kind}`;
        return (
          <section key={kind} className="cards-section" aria-labelledby={headingId}>
            <header className="cards-section-head">
              <h2 id={headingId}>{title}</h2>
              <span className="muted">
                {t('account.cards.count', { used: items.length, limit })}
              </span>
            </header>
            {items.length === 0 ? (
              <p className="cards-empty muted">{empty}</p>
            ) : (
              <ul className="cards-list">
                {items.map((item) => (
                  <li key={item.id}>
                    <Link to={`/cards/bankDetail?id=${item.id}`} className="account-card-link">
                      <AccountCard account={item} />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {full ? (
              <p className="cards-full muted">{t('account.cards.full', { limit })}</p>
            ) : (
              <Link className="cards-add" to={ADD_PATH[kind]}>
                <span aria-hidden="true">+</span> {add}
              </Link>
            )}
          </section>
        );
      })}
    </div>
  );
}
