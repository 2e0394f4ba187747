import { useCallback, useState } from 'react';

/**
 * The busy flag of a form's submission: set while `task` runs (encryption and the request both),
 * cleared however it ends; a failure goes to `onError`.
 */
export function useSubmitting() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (task: () => Promise<void>, onError: (error: unknown) => void): Promise<void> => {
      setBusy(true);
      try {
        await task();
      } catch (error) {
        onError(error);
      } finally {
        setBusy(false);
      }
    },
    [],
  );
  return { busy, run };
}
