import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { DepositChannel, DepositChannelKind } from '@kirin/contract';
import { showAmount } from '../../../lib/money.ts';
import { ChannelIcon } from './channel-icon.tsx';

function useChannelKindLabel() {
  const { t } = useTranslation();
  return (kind: DepositChannelKind): string => {
    switch (kind) {
      case 'bank':
        return t('finance.deposit.kind.bank');
      case 'usdt':
        return t('finance.deposit.kind.usdt');
      case 'ewallet':
        return t('finance.deposit.kind.ewallet');
    }
  };
}

/** The deposit channels as a list of radio cards; a closed channel shows its hours, disabled. */
export function ChannelPicker({
  channels,
  value,
  onChange,
}: {
  channels: readonly DepositChannel[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  const kindLabel = useChannelKindLabel();
  const name = useId();
  return (
    <div className="channel-list" role="radiogroup" aria-label={t('finance.deposit.channel')}>
      {channels.map((channel) => {
        const checked = channel.id === value;
        const allDay = channel.hours.open === channel.hours.close;
        const hours = allDay
          ? t('finance.deposit.allDay')
          : t('finance.deposit.hours', { open: channel.hours.open, close: channel.hours.close });
        return (
          <label
            key={channel.id}
            className={`channel-option${checked ? ' is-checked' : ''}${channel.open ? '' : ' is-disabled'}`}
          >
            <input
              type="radio"
              name={name}
              value={channel.id}
              checked={checked}
              disabled={!channel.open}
              onChange={() => onChange(channel.id)}
            />
            <ChannelIcon kind={channel.kind} />
            <span className="channel-text">
              <span className="channel-name">
                {channel.name}
                <span className="channel-kind">{kindLabel(channel.kind)}</span>
              </span>
              <span className="channel-meta">
                {t('finance.deposit.limits', {
                  min: showAmount(channel.min),
                  max: showAmount(channel.max),
                })}
              </span>
              {channel.open ? (
                allDay ? null : (
                  <span className="channel-meta">{hours}</span>
                )
              ) : (
                <span className="channel-closed">
                  {t('finance.deposit.closed')} · {hours}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </div>
  );
}
