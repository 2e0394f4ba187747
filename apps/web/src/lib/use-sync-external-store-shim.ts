// `use-sync-external-store/shim` (antd-mobile) returns React's own
// useSyncExternalStore whenever React has one, which React 19 always does: vite.config.ts points the
// shim here, so that its fallback for React 17 does not ship.
export { useSyncExternalStore } from 'react';
