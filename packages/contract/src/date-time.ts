// Instants as the member site and the operator console show them.
import { DEFAULT_RANGE_TIME_ZONE } from './date-range.ts';
import { resolveLang } from './lang.ts';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(lang: string): Intl.DateTimeFormat {
  // resolveLang turns 'zh_CN', 'en-US' etc. into a tag we ship; Intl throws on malformed tags.
  const locale = resolveLang(lang);
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: DEFAULT_RANGE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(locale, format);
  }
  return format;
}

/**
 * An ISO 8601 instant as `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai (the site's business time zone,
 * as for the date-range presets). The fields come from Intl in the given locale, but they are
 * assembled in one fixed pattern because locales disagree on order and separators. Invalid → ''.
 */
export function formatDateTime(iso: string, lang: string): string {
  const date = new Date(iso);
  if (iso === '' || Number.isNaN(date.getTime())) return '';
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateTimeFormat(lang).formatToParts(date)) parts[part.type] = part.value;
  const { year = '', month = '', day = '', hour = '', minute = '', second = '' } = parts;
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}
