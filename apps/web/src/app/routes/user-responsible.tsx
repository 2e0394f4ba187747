import { ResponsiblePage } from '../../features/protection/components/responsible-page.tsx';
import { useLogout } from '../use-logout.ts';

/** `/user/responsible`: limits, time-out and self-exclusion; the last two end the session. */
export function Component() {
  return <ResponsiblePage onLogout={useLogout()} />;
}
