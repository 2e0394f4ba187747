/** Not built yet: replaced by its screen. */
export function ReconciliationPage() {
  return null;
}
