import { useTranslation } from '../../../i18n/use-translation.ts';
import { EntryList, EntryRow } from '../../../components/entry-list.tsx';
import { useWithdrawConfig } from '../../../lib/api/get-withdraw-config.ts';
import { withdrawPasswordState } from '../../../stores/session-store.ts';
import { OddsFormatSetting } from './odds-format-setting.tsx';

/**
 * `/setting`: login password, withdrawal password (set or change, forgotten), the odds format,
 * log out.
 */
export function SettingsMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const config = useWithdrawConfig();
  const state = withdrawPasswordState(config.data);
  return (
    <div className="settings">
      <EntryList label={t('account.setting.security')}>
        <EntryRow
          label={t('account.setting.loginPassword')}
          value={t('account.setting.change')}
          to="/setting/password"
        />
        {config.isPending && (
          <li className="entry-row" aria-busy="true">
            <span className="skeleton-line entry-skeleton" />
          </li>
        )}
        {state.enable && (
          <EntryRow
            label={t('account.setting.withdrawPassword')}
            value={
              state.isUsed ? (
                t('account.setting.change')
              ) : (
                <span className="entry-badge">{t('account.setting.notSet')}</span>
              )
            }
            to="/setting/wpassword"
          />
        )}
        {state.enable && state.isUsed && (
          <EntryRow
            label={t('account.setting.forgotWithdrawPassword')}
            to="/setting/verification"
          />
        )}
      </EntryList>
      <OddsFormatSetting />
      <EntryList>
        <EntryRow label={t('header.logout')} onClick={onLogout} tone="danger" />
      </EntryList>
    </div>
  );
}
