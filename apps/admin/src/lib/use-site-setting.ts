import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SITE_CODES } from '@kirin/contract';

/**
 * One site's setting at a time (a VIP ladder, a commission scheme, a referral rule), edited in
 * place and saved whole: the site shown (the operator's first, or the first brand for the
 * platform) and its read. It is read again only when asked: a read under the operator's edits
 * would put them back.
 */
export function useSiteSetting<T>(
  key: string,
  sites: string[] | null,
  read: (site: string) => Promise<T>,
) {
  const client = useQueryClient();
  const [site, setSite] = useState<string>(sites?.[0] ?? SITE_CODES[0]);
  const query = useQuery({
    queryKey: [key, site],
    queryFn: () => read(site),
    refetchOnWindowFocus: false,
  });
  return {
    site,
    setSite,
    query,
    /** What a save answered, kept as the site's setting without reading it again. */
    keep: (saved: T, of = site) => client.setQueryData([key, of], saved),
  };
}
