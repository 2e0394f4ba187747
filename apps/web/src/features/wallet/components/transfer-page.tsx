import './wallet.css';
import './transfer.css';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CENTRAL_WALLET } from '@kirin/contract';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { useVenueWallets } from '../../../lib/api/get-venue-wallets.ts';
import { currencyOf } from '../../../lib/money.ts';
import { useAssets } from '../api/get-assets.ts';
import { usablePair, venueOf, type TransferPair } from '../lib/transfer-checks.ts';
import { AutoTransferSwitch } from './auto-transfer-switch.tsx';
import { TransferForm } from './transfer-form.tsx';
import { TransferMoveList } from './transfer-move-list.tsx';
import { WalletBoard } from './wallet-board.tsx';

/**
 * `/finance/transfer`: the wallets, the transfer form, the moves (in transit ones watched) and
 * the auto-transfer switch. Desktop: wallets on the left, the form and the moves on the right.
 */
export function TransferPage() {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const assets = useAssets();
  const venues = useVenueWallets();
  const [picked, setPicked] = useState<TransferPair | null>(null);

  if (assets.isPending || venues.isPending) return <SkeletonLines lines={8} />;
  if (assets.isError) return <LoadError onRetry={assets.refetch} />;
  if (venues.isError) return <LoadError onRetry={venues.refetch} />;
  const currency = currencyOf(assets.data.currency);
  const pair = usablePair(picked, venues.data);

  // A tapped venue becomes the form's other end, keeping the direction the member chose.
  function pick(code: string) {
    setPicked(
      pair && pair.from !== CENTRAL_WALLET
        ? { from: code, to: CENTRAL_WALLET }
        : { from: CENTRAL_WALLET, to: code },
    );
  }

  return (
    <div className={`transfer-page transfer-${layout}`}>
      <div className="transfer-side">
        <WalletBoard
          central={assets.data.central}
          inTransit={assets.data.inTransit}
          venues={venues.data}
          currency={currency}
          selected={pair ? venueOf(pair) : null}
          onPick={pick}
        />
        <AutoTransferSwitch />
      </div>
      <div className="transfer-main">
        <section className="wallet-section" aria-labelledby="transfer-form-title">
          <h2 id="transfer-form-title" className="wallet-section-title">
            {t('games.transfer.title')}
          </h2>
          {pair ? (
            <TransferForm
              pair={pair}
              onPair={setPicked}
              central={assets.data.central}
              venues={venues.data}
              currency={currency}
            />
          ) : (
            <StateBlock
              kind="empty"
              title={
                venues.data.length === 0
                  ? t('games.transfer.noVenues')
                  : t('games.transfer.allDown')
              }
            />
          )}
        </section>
        <TransferMoveList venues={venues.data} />
      </div>
    </div>
  );
}
