import { useState } from 'react';

/**
 * A form's call to the API: `busy` while it runs, and the refusal's message (in the operator's
 * language, from the API) once it fails, until the next try.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async (run: () => Promise<unknown>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await run();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, submit };
}
