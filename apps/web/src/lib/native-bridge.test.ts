import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestNativeLogin } from './native-bridge.ts';

describe('requestNativeLogin', () => {
  afterEach(() => {
    delete window.KirinNative;
    delete window.webkit;
    vi.restoreAllMocks();
  });

  it('returns false outside the app', () => {
    expect(requestNativeLogin()).toBe(false);
  });

  it('calls the Android interface', () => {
    const showLogin = vi.fn();
    window.KirinNative = { showLogin };
    expect(requestNativeLogin()).toBe(true);
    expect(showLogin).toHaveBeenCalledTimes(1);
  });

  it('posts showLogin to the iOS handler', () => {
    const postMessage = vi.fn();
    window.webkit = { messageHandlers: { kirin: { postMessage } } };
    expect(requestNativeLogin()).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ action: 'showLogin' });
  });

  it('falls back to the web page when the bridge throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.KirinNative = {
      showLogin: () => {
        throw new Error('bridge gone');
      },
    };
    expect(requestNativeLogin()).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
