import type { ReactNode } from 'react';

/**
 * Toasts and dialogs from antd-mobile, loaded on first use so they cost nothing on first paint.
 * React 19 needs antd-mobile's `unstableSetRender` before its imperative APIs draw anything.
 */
let loading: Promise<void> | undefined;

type PopupRoot = { unmount(): void; container: Element | DocumentFragment };
const popupRoots = new Set<PopupRoot>();

function prepare(): Promise<void> {
  loading ??= Promise.all([
    import('antd-mobile/es/global'),
    import('antd-mobile/es/utils/unstable-render'),
    import('react-dom/client'),
  ]).then(([, render, { createRoot }]) => {
    render.unstableSetRender((node, container) => {
      const root = createRoot(container);
      const entry: PopupRoot = { unmount: () => root.unmount(), container };
      popupRoots.add(entry);
      root.render(node);
      return async () => {
        popupRoots.delete(entry);
        root.unmount();
      };
    });
  });
  return loading;
}

export async function showToast(content: ReactNode, icon?: 'success' | 'fail'): Promise<void> {
  const [, { default: Toast }] = await Promise.all([
    prepare(),
    import('antd-mobile/es/components/toast'),
  ]);
  Toast.show({ content, ...(icon ? { icon } : {}) });
}

export async function showAlert(options: {
  title: ReactNode;
  content: ReactNode;
  confirmText: ReactNode;
}): Promise<void> {
  const [, { default: Dialog }] = await Promise.all([
    prepare(),
    import('antd-mobile/es/components/dialog'),
  ]);
  await Dialog.alert(options);
}

/** Resolves true when the member confirms, false when they cancel. */
export async function showConfirm(options: {
  title?: ReactNode;
  content: ReactNode;
  confirmText: ReactNode;
  cancelText: ReactNode;
}): Promise<boolean> {
  const [, { default: Dialog }] = await Promise.all([
    prepare(),
    import('antd-mobile/es/components/dialog'),
  ]);
  return Dialog.confirm(options);
}

/**
 * Tests only: unmounts open popups at once instead of waiting for their closing animations, so
 * nothing renders after a test's page is gone. `dialogsOnly` keeps the toast container, which
 * antd-mobile reuses for the next toast.
 */
export function unmountPopups(dialogsOnly: boolean): void {
  for (const entry of popupRoots) {
    if (dialogsOnly && !entry.container.querySelector('.adm-dialog')) continue;
    popupRoots.delete(entry);
    entry.unmount();
    if ('remove' in entry.container) entry.container.remove();
  }
}
