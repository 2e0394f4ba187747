/** Not built yet: replaced by its screen. */
export function OperatorsPage() {
  return null;
}
