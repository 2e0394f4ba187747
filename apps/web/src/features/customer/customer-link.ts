/**
 * Spec §6: the customer-service link carries the member's name only when they are logged in and
 * have one, so agents see who is asking. WhatsApp links are left as they are.
 */
export function customerServiceLink(
  url: string,
  member: { isLogin: boolean; username?: string | undefined },
): string {
  if (!url) return '';
  if (!member.isLogin || !member.username || /^https:\/\/wa\.me\//.test(url)) return url;
  try {
    const link = new URL(url);
    link.searchParams.set('name', member.username);
    return link.toString();
  } catch {
    return url;
  }
}
