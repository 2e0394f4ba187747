import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_ID_KEY,
  generateDeviceId,
  getDeviceId,
  isMobileUserAgent,
  platformFromUserAgent,
} from './device.ts';
import { isInNativeApp } from './native-bridge.ts';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  wechat:
    'Mozilla/5.0 (Linux; Android 12; V2049A Build/SP1A.210812.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/101.0.4951.74 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x1800282a) NetType/WIFI Language/zh_CN',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063',
  harmonyNext:
    'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300',
  harmony:
    'Mozilla/5.0 (Linux; HarmonyOS 2.0; HUAWEI P40) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/12.0.4.300 Safari/537.36',
  ucAndroid:
    'Mozilla/5.0 (Linux; U; Android 10; zh-CN; V1981A Build/QP1A.190711.020) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  desktopFirefox:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  desktopSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  desktopEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  linuxChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
} as const;

describe('isMobileUserAgent', () => {
  it.each([
    ['iPhone Safari', UA.iphone, true],
    ['iPad Safari', UA.ipad, true],
    ['iPod touch', UA.ipod, true],
    ['Android Chrome', UA.androidChrome, true],
    ['Android Firefox', UA.androidFirefox, true],
    ['Android tablet Chrome', UA.androidTablet, true],
    ['WeChat on Android', UA.wechat, true],
    ['WeChat on iOS', UA.wechatIos, true],
    ['Windows Phone', UA.windowsPhone, true],
    ['HarmonyOS NEXT', UA.harmonyNext, true],
    ['HarmonyOS 2', UA.harmony, true],
    ['UC Browser Android', UA.ucAndroid, true],
    ['desktop Chrome', UA.desktopChrome, false],
    ['desktop Firefox', UA.desktopFirefox, false],
    ['desktop Safari', UA.desktopSafari, false],
    ['desktop Edge', UA.desktopEdge, false],
    ['Linux Chrome', UA.linuxChrome, false],
    ['empty', '', false],
  ])('%s → %s', (_name, ua, expected) => {
    expect(isMobileUserAgent(ua)).toBe(expected);
  });
});

describe('platformFromUserAgent', () => {
  it.each([
    [UA.iphone, 'ios'],
    [UA.ipad, 'ios'],
    [UA.wechatIos, 'ios'],
    [UA.androidChrome, 'android'],
    [UA.wechat, 'android'],
    [UA.harmonyNext, ''],
    [UA.desktopChrome, ''],
  ])('%s', (ua, expected) => {
    expect(platformFromUserAgent(ua)).toBe(expected);
  });
});

describe('device id', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('has the h5_<platform>_<random>_<random> shape', () => {
    expect(generateDeviceId(UA.iphone)).toMatch(/^h5_ios_[0-9a-z]{8,}_[0-9a-z]{8,}$/);
    expect(generateDeviceId(UA.androidChrome)).toMatch(/^h5_android_[0-9a-z]{8,}_[0-9a-z]{8,}$/);
    expect(generateDeviceId(UA.desktopChrome)).toMatch(/^h5__[0-9a-z]{8,}_[0-9a-z]{8,}$/);
  });

  it('uses crypto randomness and differs between generations', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const a = generateDeviceId('');
    const b = generateDeviceId('');
    expect(spy).toHaveBeenCalled();
    expect(a).not.toBe(b);
    const [, , first, second] = a.split('_');
    expect(first).not.toBe(second);
  });

  it('is generated once, stored under device_no, and reused', () => {
    const id = getDeviceId();
    expect(id).toMatch(/^h5_(ios|android|)_[0-9a-z]{8,}_[0-9a-z]{8,}$/);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
    expect(getDeviceId()).toBe(id);
  });

  it('returns an id already stored by an earlier visit', () => {
    localStorage.setItem(DEVICE_ID_KEY, 'h5_android_abcdefgh12_ijklmnop34');
    expect(getDeviceId()).toBe('h5_android_abcdefgh12_ijklmnop34');
  });

  it.each([
    '',
    'garbage',
    'h5_ios_short_x',
    'h5_mac_abcdefgh12_ijklmnop34',
    'H5_ios_ABCDEFGH12_abcdefgh12',
  ])('replaces a malformed stored value %j', (bad) => {
    localStorage.setItem(DEVICE_ID_KEY, bad);
    const id = getDeviceId();
    expect(id).not.toBe(bad);
    expect(id).toMatch(/^h5_(ios|android|)_[0-9a-z]{8,}_[0-9a-z]{8,}$/);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
  });

  it('still answers when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const id = getDeviceId();
    expect(id).toMatch(/^h5_/);
    expect(getDeviceId()).toBe(id);
  });
});

describe('isInNativeApp', () => {
  afterEach(() => {
    delete window.KirinNative;
    delete window.webkit;
  });

  it('is false in a plain browser', () => {
    expect(isInNativeApp()).toBe(false);
  });

  it('detects the Android bridge and the iOS message handler', () => {
    window.KirinNative = { showLogin: () => undefined };
    expect(isInNativeApp()).toBe(true);
    delete window.KirinNative;
    window.webkit = { messageHandlers: { kirin: { postMessage: () => undefined } } };
    expect(isInNativeApp()).toBe(true);
  });

  it('ignores a webkit object without our handler', () => {
    window.webkit = { messageHandlers: {} };
    expect(isInNativeApp()).toBe(false);
  });
});
