import { VenueBack } from '../../features/wallet/components/venue-back.tsx';
import { useLayoutKind } from '../../hooks/use-layout-kind.ts';
import { homePath } from '../nav.ts';

/** `/app/venueBack?code=<venue>`: where a venue's "back to lobby" lands. */
export function Component() {
  const layout = useLayoutKind();
  return <VenueBack home={homePath(layout)} />;
}
