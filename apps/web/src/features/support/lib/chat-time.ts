import { formatDateTime } from '../../../lib/format.ts';

/**
 * A message's time as a chat shows it, in the site's business time zone (formatDateTime): `HH:mm`
 * today, `MM-dd HH:mm` this year, the full date before. The full instant is the element's title.
 */
export function chatTime(iso: string, lang: string, now = new Date()): string {
  const full = formatDateTime(iso, lang);
  if (full === '') return '';
  const today = formatDateTime(now.toISOString(), lang);
  const [date = '', time = ''] = full.split(' ');
  const hm = time.slice(0, 5);
  if (date === today.split(' ')[0]) return hm;
  if (date.slice(0, 4) === today.slice(0, 4)) return `${date.slice(5)} ${hm}`;
  return `${date} ${hm}`;
}
