import * as brand from '@brand/brand.json';
import { useSessionStore } from '../../../stores/session-store.ts';
import { usePreInfo } from '../api/get-pre-info.ts';
import { customerServiceLink } from '../customer-link.ts';

/** Brand `by` reaches customer service on WhatsApp. */
export const WHATSAPP = brand.customerService.kind === 'whatsapp';

/**
 * The site's customer-service link for this member ('' while loading or when the site has none),
 * and whether the site may show it in a frame: WhatsApp cannot be framed, and neither can an http
 * page on an https site.
 */
export function useCustomerLink() {
  const query = usePreInfo();
  const isLogin = useSessionStore((s) => Boolean(s.token));
  const username = useSessionStore((s) => s.memberInfo?.username);
  const link = query.data
    ? customerServiceLink(query.data.customer_service, { isLogin, username })
    : '';
  const framable = link !== '' && !WHATSAPP && /^https:\/\//.test(link);
  return { query, link, framable };
}
