import { useTranslation } from '../../i18n/use-translation.ts';
import { useMatches } from 'react-router';
import { ContentPage } from '../../features/content/components/content-page.tsx';
import type { ContentHandle } from '../content-routes.ts';

function isContentHandle(value: unknown): value is ContentHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as ContentHandle).slug === 'string'
  );
}

/** Every help, tutorial and sponsor path: the route's handle names the page to load. */
export function Component() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isContentHandle);
  if (!handle) throw new Error('content route without a slug in its handle');
  // Keyed by slug: going from one article to another starts clean (scroll, state).
  return (
    <ContentPage
      key={handle.slug}
      slug={handle.slug}
      standalone={handle.standalone}
      frameTitle={t(handle.labelKey)}
    />
  );
}
