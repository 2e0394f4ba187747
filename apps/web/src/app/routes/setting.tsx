import { SettingsMenu } from '../../features/profile/components/settings-menu.tsx';
import { useLogout } from '../use-logout.ts';

/** `/setting`. */
export function Component() {
  const logout = useLogout();
  return <SettingsMenu onLogout={() => void logout()} />;
}
