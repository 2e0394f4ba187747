import type { Lang } from './lang.ts';

export interface DurationParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/**
 * Countdowns and elapsed times come from clocks that can drift past zero or be missing, so bad
 * input reads as 0 rather than as a negative or NaN timer. Days absorb hours: hours is 0-23.
 */
export function splitDuration(totalSeconds: number): DurationParts {
  const total = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

const DAY_SUFFIX = { 'zh-CN': '天', 'zh-HK': '天', en: 'd' } as const satisfies Record<
  Lang,
  string
>;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 'HH:MM:SS', or with days: '2天 03:04:05' (zh) / '2d 03:04:05' (en). */
export function formatDuration(totalSeconds: number, lang: Lang): string {
  const { days, hours, minutes, seconds } = splitDuration(totalSeconds);
  const clock = `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
  return days === 0 ? clock : `${days}${DAY_SUFFIX[lang]} ${clock}`;
}
