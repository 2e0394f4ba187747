import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  formatOdds,
  ODDS_FORMATS,
  parseOdds,
  type MarketType,
  type OddsFormat,
} from '@kirin/contract';

type OddsFormatState = {
  format: OddsFormat;
  setFormat: (format: OddsFormat) => void;
};

/**
 * How the member reads odds (issue 23): chosen in the member centre's settings, kept on this
 * device like the slip (docs/decisions/odds-format.md). The wire always carries decimal odds.
 */
export const useOddsFormatStore = create<OddsFormatState>()(
  persist(
    (set) => ({
      format: 'decimal',
      setFormat: (format) => set(ODDS_FORMATS.includes(format) ? { format } : {}),
    }),
    { name: 'odds-format', storage: createJSONStorage(() => localStorage), version: 1 },
  ),
);

/** The markets Asian books price in the member's format; the others stay decimal, as there. */
const ASIAN_MARKETS: readonly MarketType[] = ['ah', 'ou'];

/** Decimal odds from the wire as the member reads them in `format`. */
export function showOdds(odds: string, type: MarketType | undefined, format: OddsFormat): string {
  if (format === 'decimal' || type === undefined || !ASIAN_MARKETS.includes(type)) return odds;
  const thousandths = parseOdds(odds);
  return thousandths === undefined ? odds : formatOdds(thousandths, format);
}

/** `showOdds` in the member's chosen format, for a component. */
export function useOddsText(): (odds: string, type: MarketType | undefined) => string {
  const format = useOddsFormatStore((s) => s.format);
  return (odds, type) => showOdds(odds, type, format);
}
