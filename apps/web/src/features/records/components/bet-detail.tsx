import './bet-detail.css';
import { useId, useRef, type ReactNode } from 'react';
import type { BetRecord } from '@kirin/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useDialogKeys } from '../../../hooks/use-dialog-keys.ts';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { showAmount } from '../../../lib/money.ts';
import { betOf, roundOf, seedsOf, tableOf } from '../lib/bet-round.ts';
import { BetStateTag, WinLoss } from './bet-labels.tsx';
import { betLabel, tableName } from './bet-round-labels.ts';
import { BetRound } from './bet-round.tsx';
import { SportsLegs } from './sports-legs.tsx';

function Field({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="bet-field">
      <dt>{label}</dt>
      <dd className={mono ? 'is-mono' : undefined}>{children}</dd>
    </div>
  );
}

/**
 * One bet with its round's own data (cards, numbers, dice or reels, what was bet, the seeds that
 * decided it): a sheet from the bottom on phones, a dialog on desktop. Escape, the close button
 * and a tap outside close it; focus returns where it was.
 */
export function BetDetail({ bet, onClose }: { bet: BetRecord; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const layout = useLayoutKind();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const lang = i18n.language;
  const detail = bet.detail ?? {};
  const table = tableOf(detail);
  const placed = betOf(detail);
  const round = roundOf(detail);
  const seeds = seedsOf(detail);

  useDialogKeys(closeRef, onClose);

  return (
    <div
      className={`bet-detail-backdrop is-${layout}`}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="bet-detail" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="bet-detail-head">
          <h2 id={titleId}>{t('games.bets.detail.title')}</h2>
          <button
            ref={closeRef}
            type="button"
            className="bet-detail-close"
            aria-label={t('games.bets.detail.close')}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </header>
        <section className="bet-detail-summary" aria-label={t('games.bets.detail.summary')}>
          <span className="bet-detail-game">{bet.game}</span>
          <span className="bet-detail-winloss">
            <WinLoss value={bet.winLoss} />
          </span>
          <BetStateTag bet={bet} />
        </section>
        {bet.sports ? (
          <SportsLegs bet={bet.sports} titleId={`${titleId}-legs`} />
        ) : round ? (
          <BetRound round={round} />
        ) : bet.state === 'settled' ? (
          <p className="bet-detail-none">{t('games.bets.detail.noRound')}</p>
        ) : null}
        <dl className="bet-fields" aria-label={t('games.bets.detail.fields')}>
          <Field label={t('games.bets.detail.game')}>{bet.game}</Field>
          <Field label={t('games.bets.detail.venue')}>{bet.venueName}</Field>
          {table && <Field label={t('games.bets.detail.table')}>{tableName(t, table)}</Field>}
          {placed && <Field label={t('games.bets.detail.bet')}>{betLabel(t, table, placed)}</Field>}
          {!bet.sports && (
            <Field label={t('games.bets.detail.round')} mono>
              {bet.round || '—'}
            </Field>
          )}
          <Field label={t('games.bets.detail.id')} mono>
            {bet.id}
          </Field>
          <Field label={t('games.bets.detail.stake')}>{showAmount(bet.stake)}</Field>
          {bet.sports && <Field label={t('games.bets.sports.odds')}>{bet.sports.odds}</Field>}
          {bet.sports?.state === 'open' && (
            <Field label={t('games.bets.sports.potential')}>
              {showAmount(bet.sports.potentialPayout)}
            </Field>
          )}
          <Field label={t('games.bets.detail.validStake')}>{showAmount(bet.validStake)}</Field>
          <Field label={t('games.bets.detail.payout')}>{showAmount(bet.payout)}</Field>
          <Field label={t('games.bets.detail.winLoss')}>
            <WinLoss value={bet.winLoss} />
          </Field>
          <Field label={t('games.bets.detail.placedAt')}>
            {formatDateTime(bet.placedAt, lang)}
          </Field>
          <Field label={t('games.bets.detail.settledAt')}>
            {bet.settledAt ? formatDateTime(bet.settledAt, lang) : t('games.bets.detail.unsettled')}
          </Field>
        </dl>
        {seeds.serverSeedHash && (
          <section className="bet-fairness" aria-labelledby={`${titleId}-fair`}>
            <h3 id={`${titleId}-fair`}>{t('games.bets.detail.fairness')}</h3>
            <dl className="bet-fields">
              <Field label={t('games.bets.detail.serverSeedHash')} mono>
                {seeds.serverSeedHash}
              </Field>
              <Field label={t('games.bets.detail.serverSeed')} mono>
                {seeds.serverSeed ?? t('games.bets.detail.seedLater')}
              </Field>
              {seeds.clientSeed && (
                <Field label={t('games.bets.detail.clientSeed')} mono>
                  {seeds.clientSeed}
                </Field>
              )}
              {seeds.nonce !== undefined && (
                <Field label={t('games.bets.detail.nonce')} mono>
                  {seeds.nonce}
                </Field>
              )}
            </dl>
            <p className="bet-fairness-help">{t('games.bets.detail.fairnessHelp')}</p>
          </section>
        )}
      </div>
    </div>
  );
}
