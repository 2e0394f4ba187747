// Device facts sent to the API (device_no header) and used to pick the mobile or desktop layout.

const MOBILE_UA =
  /iPhone|iPad|iPod|Android|Mobile|Windows Phone|IEMobile|HarmonyOS|OpenHarmony|MicroMessenger|BlackBerry|BB10|webOS|Opera Mini/i;

export function isMobileUserAgent(ua: string): boolean {
  return MOBILE_UA.test(ua);
}

export const DEVICE_ID_KEY = 'device_no';

// The server only needs the platform token and uniqueness; the shape is checked so that a value
// written by an older build or by hand is replaced rather than sent.
const DEVICE_ID_PATTERN = /^h5_(ios|android|)_[0-9a-z]{8,}_[0-9a-z]{8,}$/;
const RANDOM_PART_LENGTH = 10;

export function platformFromUserAgent(ua: string): 'ios' | 'android' | '' {
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  if (/Android/i.test(ua)) return 'android';
  return '';
}

function randomBase36(length: number): string {
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      // 252 = 7 × 36: dropping larger bytes keeps every digit equally likely.
      if (byte < 252 && out.length < length) out += (byte % 36).toString(36);
    }
  }
  return out;
}

export function generateDeviceId(ua: string): string {
  return [
    'h5',
    platformFromUserAgent(ua),
    randomBase36(RANDOM_PART_LENGTH),
    randomBase36(RANDOM_PART_LENGTH),
  ].join('_');
}

function readStored(): string | null {
  try {
    return localStorage.getItem(DEVICE_ID_KEY);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

// Kept for the page's lifetime so a failing storage still yields one id per visit.
let memoryId: string | undefined;

/** The id of this browser, generated once and kept in localStorage (key device_no). */
export function getDeviceId(): string {
  const stored = readStored();
  if (stored !== null && DEVICE_ID_PATTERN.test(stored)) return stored;
  // Storage that lost the value mid-visit (cleared, or never writable) gets this visit's id back.
  const id =
    stored === null && memoryId !== undefined
      ? memoryId
      : generateDeviceId(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  memoryId = id;
  try {
    localStorage.setItem(DEVICE_ID_KEY, id);
  } catch {
    // Not persisted: the memory copy still keeps this visit consistent.
  }
  return id;
}
