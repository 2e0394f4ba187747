import { formatOdds, ODDS_FORMATS, parseOdds } from '@kirin/contract';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useOddsFormatStore } from '../../../stores/odds-format-store.ts';

const EXAMPLE = parseOdds('1.950') ?? 1950;

/** The member's odds format (issue 23), for every sports page on this device. */
export function OddsFormatSetting() {
  const { t } = useTranslation();
  const format = useOddsFormatStore((s) => s.format);
  const setFormat = useOddsFormatStore((s) => s.setFormat);
  return (
    <section className="settings-odds" aria-labelledby="settings-odds-title">
      <h2 id="settings-odds-title" className="settings-odds-title">
        {t('account.setting.oddsTitle')}
      </h2>
      <ChoiceChips
        label={t('account.setting.oddsFormat')}
        choices={ODDS_FORMATS.map((value) => ({
          value,
          label: t(`account.setting.odds.${value}`),
        }))}
        value={format}
        onChange={setFormat}
      />
      <p className="settings-odds-hint">
        {t('account.setting.oddsHint', { example: formatOdds(EXAMPLE, format) })}
      </p>
    </section>
  );
}
