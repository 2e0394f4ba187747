import { useCallback, useMemo, useState } from 'react';

/** The messages ticked for a bulk action; only ids still shown count. */
export function useSelection(shown: readonly number[]) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  // A message that left the list (deleted, another page) is no longer part of the choice.
  const ids = useMemo(() => shown.filter((id) => picked.has(id)), [shown, picked]);
  const toggle = useCallback((id: number) => {
    setPicked((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const allPicked = shown.length > 0 && ids.length === shown.length;
  return {
    ids,
    has: (id: number) => picked.has(id),
    toggle,
    allPicked,
    toggleAll: () => setPicked(allPicked ? new Set() : new Set(shown)),
    clear: () => setPicked(new Set()),
  };
}

export type Selection = ReturnType<typeof useSelection>;
