import { useLocation } from 'react-router';
import { GameLaunchPage } from '../../features/games/components/game-launch-page.tsx';
import { useLayoutKind } from '../../hooks/use-layout-kind.ts';
import { homePath } from '../nav.ts';

/** `/games/:id/:title/:code/:gtype`: one launch per address (another game is a fresh page). */
export function Component() {
  const layout = useLayoutKind();
  const { pathname } = useLocation();
  return <GameLaunchPage key={pathname} home={homePath(layout)} />;
}
