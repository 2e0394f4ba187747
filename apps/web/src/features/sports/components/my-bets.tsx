import './my-bets.css';
import { useState } from 'react';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMyBets, type MyBetsTab } from '../api/sports-api.ts';
import { BetCard } from './bet-card.tsx';
import { SportsFrame } from './sports-frame.tsx';

const TABS: readonly MyBetsTab[] = ['open', 'settled'];

/** `/sports/bets`: the member's open bets (with cash-out) and settled ones, newest first. */
export function MyBets() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<MyBetsTab>('open');
  const bets = useMyBets(tab);
  const list = bets.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <SportsFrame>
      <div className="sports-filters">
        <ChoiceChips
          label={t('sports.bets.tabs.label')}
          choices={TABS.map((value) => ({ value, label: t(`sports.bets.tabs.${value}`) }))}
          value={tab}
          onChange={setTab}
        />
      </div>
      {bets.isPending ? (
        <SkeletonLines lines={6} />
      ) : bets.isError ? (
        <LoadError onRetry={bets.refetch} />
      ) : list.length === 0 ? (
        <StateBlock kind="empty" title={t(`sports.bets.empty.${tab}`)} />
      ) : (
        <div className="bet-cards">
          {list.map((bet) => (
            <BetCard key={bet.id} bet={bet} />
          ))}
          {bets.hasNextPage && (
            <button
              type="button"
              className="button-secondary bet-cards-more"
              disabled={bets.isFetchingNextPage}
              onClick={() => void bets.fetchNextPage()}
            >
              {bets.isFetchingNextPage ? t('sports.bets.loadingMore') : t('sports.bets.more')}
            </button>
          )}
        </div>
      )}
    </SportsFrame>
  );
}
