import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ACCEPT_ODDS, type AcceptOdds, type SportsEvent } from '@kirin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  isSettledOutcome,
  useIdempotentSubmission,
} from '../../../hooks/use-idempotent-submission.ts';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { balanceRefresher } from '../../../lib/api/get-balance.ts';
import { ME } from '../../../lib/api/keys.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { loginHref } from '../../../lib/auth-paths.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { showAmount } from '../../../lib/money.ts';
import { legPick } from '../../../lib/sports-pick.ts';
import { useOddsText } from '../../../stores/odds-format-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { myBetsKey, placeBet, useSportsEvents } from '../api/sports-api.ts';
import { centsText, combinedOddsText, payoutCents, stakeCents } from '../lib/slip-math.ts';
import { useCountdown } from '../lib/use-countdown.ts';
import {
  sameEventTwice,
  slipAttempts,
  useSlipStore,
  type SlipBet,
  type SlipPick,
} from '../stores/slip-store.ts';
import { marketOpen } from './odds-button.tsx';

const QUICK = ['10', '50', '100', '500'];

/** Each pick's odds and whether its market takes bets, as the book says now. */
function useLivePrices(events: readonly SportsEvent[] | undefined) {
  return useMemo(() => {
    const now = new Map<number, { odds: string; open: boolean }>();
    for (const event of events ?? [])
      for (const market of event.markets)
        for (const s of market.selections)
          now.set(s.id, { odds: s.odds, open: marketOpen(event, market) });
    return now;
  }, [events]);
}

function PickLine({ pick, now }: { pick: SlipPick; now?: { odds: string; open: boolean } }) {
  const { t } = useTranslation();
  const remove = useSlipStore((s) => s.remove);
  const { market, pick: what } = legPick(pick, t, 'sports');
  const moved = now && now.odds !== pick.odds;
  const odds = useOddsText();
  return (
    <li className={`slip-pick${now && !now.open ? ' is-locked' : ''}`}>
      <span className="slip-pick-match">
        {pick.home} vs {pick.away}
      </span>
      <span className="slip-pick-what">
        <span className="slip-pick-market">{market}</span> <strong>{what}</strong>
      </span>
      <span className="slip-pick-odds">
        {moved && <s>{odds(pick.odds, pick.type)}</s>}
        <strong className={moved ? 'is-moved' : undefined}>
          @{odds(now?.odds ?? pick.odds, pick.type)}
        </strong>
      </span>
      {now && !now.open && <span className="slip-pick-note">{t('sports.slip.locked')}</span>}
      <button
        type="button"
        className="slip-pick-remove"
        aria-label={t('sports.slip.remove', { name: `${pick.home} vs ${pick.away} ${what}` })}
        onClick={() => remove(pick.selectionId)}
      >
        ×
      </button>
    </li>
  );
}

/**
 * The bet slip: the picks with the odds the book offers now, singles or a parlay, the stake (never
 * above the central balance shown), what it returns, the member's odds-change preference, and
 * placing. Refusals read as the book words them; a moved price asks to be accepted.
 */
export function BetSlip() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const location = useLocation();
  const signedIn = useSessionStore((s) => s.token !== null);
  const central = useSessionStore((s) => s.balance?.central);
  const slip = useSlipStore();
  const events = useSportsEvents();
  const prices = useLivePrices(events.data);
  const submission = useIdempotentSubmission(slipAttempts);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const live = slip.picks.some((p) =>
    events.data?.some((e) => e.id === p.eventId && e.state === 'live'),
  );
  // A live bet waits out the book's delay: the button counts it down (issue 23).
  const delay = useSiteConfig().data?.sportsBetDelaySeconds ?? 0;
  const waitLeft = useCountdown(busy && live, delay);

  const { picks, mode } = slip;
  const parlay = mode === 'parlay' && picks.length >= 2;
  const stake = stakeCents(slip.stake);
  const bets = parlay ? 1 : picks.length;
  const total = stake === undefined ? undefined : stake * BigInt(bets);
  const balance = central === undefined ? undefined : stakeCents(central.replace(/,/g, ''));
  const moved = picks.filter((p) => {
    const now = prices.get(p.selectionId);
    return now !== undefined && now.odds !== p.odds;
  });
  const locked = picks.some((p) => prices.get(p.selectionId)?.open === false);
  const oddsNow = (p: SlipPick) => prices.get(p.selectionId)?.odds ?? p.odds;
  const payout =
    stake === undefined
      ? undefined
      : parlay
        ? payoutCents(stake, picks.map(oddsNow))
        : picks.reduce<bigint | undefined>((sum, p) => {
            const one = payoutCents(stake, [oddsNow(p)]);
            return sum === undefined || one === undefined ? undefined : sum + one;
          }, 0n);
  const problem =
    picks.length === 0
      ? null
      : parlay && sameEventTwice(picks)
        ? t('sports.slip.sameEvent')
        : slip.stake !== '' && (stake === undefined || stake === 0n)
          ? t('sports.slip.invalidStake')
          : total !== undefined && balance !== undefined && total > balance
            ? t('sports.slip.overBalance')
            : null;
  const canPlace = signedIn && !busy && !locked && stake !== undefined && stake > 0n && !problem;

  const setMax = () => {
    if (balance === undefined || bets === 0) return;
    slip.setStake(centsText(balance / BigInt(bets)));
  };

  const place = async () => {
    if (!canPlace || stake === undefined) return;
    setBusy(true);
    setMessage(null);
    const acceptOdds = slip.acceptOdds;
    const legsOf = (list: SlipPick[]) =>
      list.map((p) => ({ selectionId: p.selectionId, odds: p.odds }));
    const wanted: SlipBet[] = parlay
      ? [{ stake: centsText(stake), legs: legsOf(picks), acceptOdds }]
      : picks.map((p) => ({ stake: centsText(stake), legs: legsOf([p]), acceptOdds }));
    const { key, payload } = await submission.prepare(JSON.stringify(wanted), () => wanted);
    let placed = 0;
    try {
      for (const [i, params] of payload.entries()) {
        await placeBet(params, `${key}:${i}`);
        placed += 1;
      }
      submission.settle();
      slip.clear();
      setMessage({ kind: 'done', text: t('sports.slip.placed', { n: placed }) });
    } catch (error) {
      if (isSettledOutcome(error)) submission.settle();
      if (error instanceof ApiRefusal && error.code === 'ODDS_CHANGED')
        void client.invalidateQueries({ queryKey: ['sports'] });
      // Singles taken before the refusal are placed: they leave the slip.
      for (const p of parlay ? [] : picks.slice(0, placed)) slip.remove(p.selectionId);
      setMessage({ kind: 'error', text: describeError(t, error) });
    } finally {
      setBusy(false);
      void balanceRefresher.run(true);
      void client.invalidateQueries({ queryKey: [...ME, 'records'] });
      void client.invalidateQueries({ queryKey: myBetsKey });
    }
  };

  if (picks.length === 0)
    return (
      <section className="bet-slip is-empty" aria-label={t('sports.slip.title')}>
        <h2>{t('sports.slip.title')}</h2>
        {message?.kind === 'done' ? (
          <p className="slip-done" role="status">
            {message.text} <Link to="/sports/bets">{t('sports.slip.myBets')}</Link>
          </p>
        ) : (
          <p className="slip-empty">{t('sports.slip.empty')}</p>
        )}
      </section>
    );

  const busyText = !live
    ? t('sports.slip.placing')
    : waitLeft > 0
      ? t('sports.slip.waitingFor', { s: waitLeft })
      : t('sports.slip.waiting');
  return (
    <section className="bet-slip" aria-label={t('sports.slip.title')}>
      <header className="slip-head">
        <h2>{t('sports.slip.title')}</h2>
        <button type="button" className="slip-clear" onClick={slip.clear}>
          {t('sports.slip.clear')}
        </button>
      </header>
      {picks.length >= 2 && (
        <div className="slip-modes" role="radiogroup" aria-label={t('sports.slip.title')}>
          {(['single', 'parlay'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={mode === m}
              className={mode === m ? 'is-active' : undefined}
              onClick={() => slip.setMode(m)}
            >
              {m === 'single'
                ? t('sports.slip.single')
                : `${t('sports.slip.parlay')} ${t('sports.slip.parlayName', { n: picks.length })}`}
            </button>
          ))}
        </div>
      )}
      <ul className="slip-picks">
        {picks.map((p) => (
          <PickLine key={p.selectionId} pick={p} now={prices.get(p.selectionId)} />
        ))}
      </ul>
      {moved.length > 0 && (
        <div className="slip-changed" role="alert">
          <span>{t('sports.slip.changed')}</span>
          <button
            type="button"
            onClick={() =>
              slip.acceptPrices(new Map(moved.map((p) => [p.selectionId, oddsNow(p)])))
            }
          >
            {t('sports.slip.acceptNew')}
          </button>
        </div>
      )}
      {parlay && (
        <p className="slip-line">
          <span>{t('sports.slip.odds')}</span>
          <strong>{combinedOddsText(picks.map(oddsNow))}</strong>
        </p>
      )}
      <label className="slip-stake">
        <span>
          {parlay || picks.length === 1 ? t('sports.slip.stake') : t('sports.slip.stakeEach')}
        </span>
        <input
          inputMode="decimal"
          autoComplete="off"
          value={slip.stake}
          onChange={(e) => slip.setStake(e.target.value)}
          placeholder="0.00"
        />
      </label>
      <div className="slip-quick" role="group" aria-label={t('sports.slip.quick')}>
        {QUICK.map((amount) => (
          <button key={amount} type="button" onClick={() => slip.setStake(amount)}>
            {amount}
          </button>
        ))}
        <button type="button" onClick={setMax} disabled={balance === undefined}>
          {t('sports.slip.max')}
        </button>
      </div>
      {central !== undefined && (
        <p className="slip-balance">{t('sports.slip.balance', { amount: showAmount(central) })}</p>
      )}
      <label className="slip-accept">
        <span>{t('sports.slip.accept.label')}</span>
        <select
          value={slip.acceptOdds}
          onChange={(e) => slip.setAcceptOdds(e.target.value as AcceptOdds)}
        >
          {ACCEPT_ODDS.map((a) => (
            <option key={a} value={a}>
              {t(`sports.slip.accept.${a}`)}
            </option>
          ))}
        </select>
      </label>
      <dl className="slip-sums">
        <div>
          <dt>{t('sports.slip.totalStake')}</dt>
          <dd>{total === undefined ? '—' : showAmount(centsText(total))}</dd>
        </div>
        <div>
          <dt>{t('sports.slip.payout')}</dt>
          <dd>{payout === undefined ? '—' : showAmount(centsText(payout))}</dd>
        </div>
      </dl>
      {problem && (
        <p className="slip-error" role="alert">
          {problem}
        </p>
      )}
      {message && (
        <p className={message.kind === 'error' ? 'slip-error' : 'slip-done'} role="alert">
          {message.text}
        </p>
      )}
      {signedIn ? (
        <button
          type="button"
          className="slip-place"
          disabled={!canPlace}
          onClick={() => void place()}
        >
          {busy ? busyText : t('sports.slip.place')}
        </button>
      ) : (
        <Link className="slip-place" to={loginHref(location.pathname)}>
          {t('sports.slip.loginToBet')}
        </Link>
      )}
    </section>
  );
}
