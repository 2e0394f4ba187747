import './records.css';
import './bets.css';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { DATE_PRESETS, SPORTSBOOK_VENUE, type BetRecord, type DatePreset } from '@kirin/contract';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { DateRangeChips } from '../../../components/date-range-chips.tsx';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { useVenueWallets } from '../../../lib/api/get-venue-wallets.ts';
import { betFilter, type BetStateFilter } from '../api/get-bets.ts';
import { BetDetail } from './bet-detail.tsx';
import { BetList } from './bet-list.tsx';
import { BetTable } from './bet-table.tsx';

/**
 * `/user/bettingRecord`: range, venue and state filters, then a list (mobile) or a table; a bet
 * opens to its details over the page, so the list keeps its place.
 */
export function BetRecords() {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const venues = useVenueWallets();
  const [preset, setPreset] = useState<DatePreset>(DATE_PRESETS.ALL);
  const [venue, setVenue] = useState('all');
  const [state, setState] = useState<BetStateFilter>('all');
  const filter = useMemo(() => betFilter(preset, venue, state), [preset, venue, state]);
  const [opened, setOpened] = useState<BetRecord | null>(null);
  const close = useCallback(() => setOpened(null), []);

  const states: { value: BetStateFilter; label: string }[] = [
    { value: 'all', label: t('games.bets.state.all') },
    { value: 'open', label: t('games.bets.state.open') },
    { value: 'settled', label: t('games.bets.state.settled') },
    { value: 'void', label: t('games.bets.state.void') },
  ];
  // Without the venue list (still loading, or failed) the filter offers "all" and the book.
  const venueChoices = [
    { value: 'all', label: t('games.bets.allVenues') },
    ...(venues.data ?? []).map((v) => ({ value: v.code, label: v.name })),
    { value: SPORTSBOOK_VENUE, label: t('games.bets.sportsbook') },
  ];

  return (
    <div className={`records-page bets-page records-${layout}`}>
      <div className="records-toolbar">
        <div className="record-filters">
          <DateRangeChips preset={preset} onPreset={setPreset} />
          {venueChoices.length > 1 && (
            <ChoiceChips
              label={t('games.bets.venueFilter')}
              choices={venueChoices}
              value={venue}
              onChange={setVenue}
            />
          )}
          <ChoiceChips
            label={t('games.bets.stateFilter')}
            choices={states}
            value={state}
            onChange={setState}
          />
        </div>
      </div>
      {layout === 'mobile' ? (
        <BetList filter={filter} onOpen={setOpened} />
      ) : (
        <BetTable key={`${preset}:${venue}:${state}`} filter={filter} onOpen={setOpened} />
      )}
      {opened && <BetDetail bet={opened} onClose={close} />}
    </div>
  );
}
