import { useMatches } from 'react-router';

/**
 * What a page outside the shell tells its frame: the title (an i18n key, named `labelKey` so the
 * translation test sees it) and where "back" goes when there is no history (`back`), or always
 * (`backTo`, for success pages that must not lead back into the form).
 */
export type PageHandle = { labelKey: string; back?: string; backTo?: string };

function isPageHandle(value: unknown): value is PageHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PageHandle).labelKey === 'string'
  );
}

/** The deepest matched route's handle. */
export function usePageHandle(): PageHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) return handle;
  }
  return undefined;
}
