import { AccountEntry } from '../../components/account-entry.tsx';
import { BalanceChip } from '../../components/balance-chip.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { useLogout } from '../use-logout.ts';

/** The right end of both frames' header: language, the balance, and the account entry. */
export function HeaderActions({ className }: { className: string }) {
  const logout = useLogout();
  return (
    <div className={className}>
      <LanguageSelect />
      <BalanceChip />
      <AccountEntry onLogout={() => void logout()} />
    </div>
  );
}
