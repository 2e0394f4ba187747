import type { ReactNode } from 'react';

/**
 * Toasts and dialogs from antd-mobile, loaded on first use so they cost nothing on first paint.
 * React 19 needs antd-mobile's `unstableSetRender` before its imperative APIs draw anything.
 */
let loading: Promise<void> | undefined;

function prepare(): Promise<void> {
  loading ??= Promise.all([
    import('antd-mobile/es/global'),
    import('antd-mobile/es/utils/unstable-render'),
    import('react-dom/client'),
  ]).then(([, render, { createRoot }]) => {
    render.unstableSetRender((node, container) => {
      const root = createRoot(container);
      root.render(node);
      return async () => root.unmount();
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
