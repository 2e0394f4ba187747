import { AccountEntry } from '../../components/account-entry.tsx';
import { BalanceChip } from '../../components/balance-chip.tsx';
import { useLogout } from '../use-logout.ts';

/** The signed-in member's end of the header: the balance, and the account menu with log-out. */
export function MemberActions() {
  const logout = useLogout();
  return (
    <>
      <BalanceChip />
      <AccountEntry onLogout={() => void logout()} />
    </>
  );
}
