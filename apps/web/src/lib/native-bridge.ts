/**
 * Bridge to our native app shells, which load this site in a web view.
 *
 * Contract (what the app must inject before the page's scripts run):
 * - Android: `webView.addJavascriptInterface(obj, "KirinNative")`, where `obj` has a
 *   `@JavascriptInterface void showLogin()` that opens the app's own sign-in screen.
 * - iOS (WKWebView): a script message handler named `kirin`
 *   (`userContentController.add(handler, name: "kirin")`); it receives
 *   `{ action: "showLogin" }` and opens the app's sign-in screen.
 * The app then reloads the page with `?token=…` once the member has signed in (see
 * captureSessionFromUrl). Any other action is reserved; unknown ones must be ignored by the app.
 */

interface AndroidBridge {
  showLogin?: () => void;
}

interface IosMessageHandler {
  postMessage: (message: unknown) => void;
}

declare global {
  interface Window {
    KirinNative?: AndroidBridge;
    webkit?: { messageHandlers?: { kirin?: IosMessageHandler } };
  }
}

function androidBridge(): AndroidBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  const bridge = window.KirinNative;
  return typeof bridge?.showLogin === 'function' ? bridge : undefined;
}

function iosHandler(): IosMessageHandler | undefined {
  if (typeof window === 'undefined') return undefined;
  const handler = window.webkit?.messageHandlers?.kirin;
  return typeof handler?.postMessage === 'function' ? handler : undefined;
}

/** True when one of our app shells injected its bridge (so it can take over sign-in). */
export function isInNativeApp(): boolean {
  return androidBridge() !== undefined || iosHandler() !== undefined;
}

/**
 * Asks the native shell to show its sign-in screen. Returns false outside the app (or when the
 * bridge throws), so the caller falls back to the web /login page.
 */
export function requestNativeLogin(): boolean {
  try {
    const android = androidBridge();
    if (android?.showLogin) {
      android.showLogin();
      return true;
    }
    const ios = iosHandler();
    if (ios) {
      ios.postMessage({ action: 'showLogin' });
      return true;
    }
  } catch (error) {
    // A broken bridge must not strand the member without any way to sign in.
    console.warn('native sign-in bridge failed', error);
  }
  return false;
}
