import * as brand from '@brand/brand.json';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';

/**
 * Whether this site's customer service is the in-house chat (else an outside link or WhatsApp):
 * the server's word (`/md`), or the brand file's while the server cannot be asked. Undefined
 * while it loads.
 */
export function useInhouseChat(): boolean | undefined {
  const config = useSiteConfig();
  if (config.isPending) return undefined;
  const kind = config.data?.customerServiceKind ?? brand.customerService.kind;
  return kind === 'inhouse';
}
