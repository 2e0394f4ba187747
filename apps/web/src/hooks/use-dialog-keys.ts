import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * What a modal dialog owes the keyboard: focus on its close button from its first paint, back
 * where it was when it goes, and Escape to close. Focus moves in a layout effect because a
 * passive one may run after the dialog is on screen, when a key meant for it has gone to the page.
 */
export function useDialogKeys(closeRef: RefObject<HTMLElement | null>, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;
  useLayoutEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => before?.focus?.();
  }, [closeRef]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
