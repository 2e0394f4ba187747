import { GameLobby } from '../../features/home/components/game-lobby.tsx';
import { useLayoutKind } from '../../hooks/use-layout-kind.ts';

/** `/embedded`: the lobby without the site's frame, for operators' apps and partner pages. */
export function Component() {
  const layout = useLayoutKind();
  return (
    <main className="embedded">
      <GameLobby layout={layout} />
    </main>
  );
}
