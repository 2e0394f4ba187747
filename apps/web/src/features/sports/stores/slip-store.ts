import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Attempt, AttemptKeeper } from '../../../hooks/use-idempotent-submission.ts';
import {
  ACCEPT_ODDS,
  PARLAY_MAX_LEGS,
  type AcceptOdds,
  type MarketType,
  type SportsEvent,
  type SportsMarket,
  type SportsSelection,
} from '@kirin/contract';

/** A selection on the slip, with what the member saw when they added it (its odds included). */
export type SlipPick = {
  selectionId: number;
  marketId: number;
  eventId: number;
  type: MarketType;
  line: string | null;
  outcome: string;
  odds: string;
  league: string;
  home: string;
  away: string;
  startsAt: string;
};

export type SlipMode = 'single' | 'parlay';

/** One bet as the slip sends it (the body of POST /bets). */
export type SlipBet = {
  stake: string;
  legs: { selectionId: number; odds: string }[];
  acceptOdds: AcceptOdds;
};

type SlipState = {
  picks: SlipPick[];
  mode: SlipMode;
  /** The stake as typed: each single's, or the parlay's. */
  stake: string;
  /** The member's odds-change preference, kept across bets (issue 23). */
  acceptOdds: AcceptOdds;
  /** Adds the selection, or takes it off when it is on the slip already. */
  toggle: (event: SportsEvent, market: SportsMarket, selection: SportsSelection) => void;
  remove: (selectionId: number) => void;
  /** Takes the odds the book now offers for these selections (after an odds change). */
  acceptPrices: (odds: ReadonlyMap<number, string>) => void;
  setMode: (mode: SlipMode) => void;
  setStake: (stake: string) => void;
  setAcceptOdds: (accept: AcceptOdds) => void;
  clear: () => void;
  /**
   * The bets sent and not yet answered, with their Idempotency-Key: kept with the slip, so a
   * member who left or reloaded the page while a live bet waited out its delay replays it.
   */
  attempt: Attempt<SlipBet[]> | null;
};

/** The most selections a slip holds: a parlay's legs at most. */
export const SLIP_MAX = PARLAY_MAX_LEGS;

/** The bet slip: survives a reload (localStorage), like the best books' slips do. */
export const useSlipStore = create<SlipState>()(
  persist(
    (set) => ({
      picks: [],
      mode: 'single',
      stake: '',
      acceptOdds: 'higher',
      toggle: (event, market, selection) =>
        set((state) => {
          if (state.picks.some((p) => p.selectionId === selection.id))
            return { picks: state.picks.filter((p) => p.selectionId !== selection.id) };
          if (state.picks.length >= SLIP_MAX) return state;
          const pick: SlipPick = {
            selectionId: selection.id,
            marketId: market.id,
            eventId: event.id,
            type: market.type,
            line: market.line,
            outcome: selection.outcome,
            odds: selection.odds,
            league: event.league,
            home: event.home,
            away: event.away,
            startsAt: event.startsAt,
          };
          const picks = [...state.picks, pick];
          return { picks, mode: picks.length >= 2 ? state.mode : 'single' };
        }),
      remove: (selectionId) =>
        set((state) => ({ picks: state.picks.filter((p) => p.selectionId !== selectionId) })),
      acceptPrices: (odds) =>
        set((state) => ({
          picks: state.picks.map((p) => ({ ...p, odds: odds.get(p.selectionId) ?? p.odds })),
        })),
      setMode: (mode) => set({ mode }),
      setStake: (stake) => set({ stake }),
      setAcceptOdds: (acceptOdds) => set(ACCEPT_ODDS.includes(acceptOdds) ? { acceptOdds } : {}),
      clear: () => set({ picks: [], stake: '' }),
      attempt: null,
    }),
    {
      name: 'sports-slip',
      storage: createJSONStorage(() => localStorage),
      version: 1,
    },
  ),
);

/** The slip's submission attempt, kept in the store (useIdempotentSubmission's keeper). */
export const slipAttempts: AttemptKeeper<SlipBet[]> = {
  read: () => useSlipStore.getState().attempt,
  write: (attempt) => useSlipStore.setState({ attempt }),
};

/** Two legs of one match cannot make a parlay (PARLAY_SAME_EVENT). */
export const sameEventTwice = (picks: readonly SlipPick[]): boolean =>
  new Set(picks.map((p) => p.eventId)).size !== picks.length;
