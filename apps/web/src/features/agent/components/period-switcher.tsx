import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AGENT_PERIOD_CURRENT, AGENT_PERIOD_LAST } from '@kirin/contract';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { earlierMonths } from './agent-format.ts';

/**
 * This month, last month, or an earlier month from a list (from the member's registration on,
 * the list left out when there is none): what the figures are for.
 */
export function PeriodSwitcher({
  value,
  since,
  onChange,
}: {
  value: string;
  /** When the member registered (ISO): no earlier month is listed. */
  since: string;
  onChange: (period: string) => void;
}) {
  const { t } = useTranslation();
  const months = useMemo(() => earlierMonths(new Date(), new Date(since)), [since]);
  const chip = value === AGENT_PERIOD_CURRENT || value === AGENT_PERIOD_LAST ? value : undefined;
  return (
    <div className="agent-periods">
      <ChoiceChips
        label={t('agent.period.label')}
        choices={[
          { value: AGENT_PERIOD_CURRENT, label: t('agent.period.current') },
          { value: AGENT_PERIOD_LAST, label: t('agent.period.last') },
        ]}
        {...(chip ? { value: chip } : {})}
        onChange={onChange}
      />
      {months.length > 0 && (
        <select
          className="agent-month-select"
          aria-label={t('agent.period.earlier')}
          value={chip ? '' : value}
          onChange={(event) => event.target.value && onChange(event.target.value)}
        >
          <option value="">{t('agent.period.earlier')}</option>
          {months.map((month) => (
            <option key={month} value={month}>
              {month}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
