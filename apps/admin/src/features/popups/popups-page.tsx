/** Not built yet: replaced by its screen. */
export function PopupsPage({ sites }: { sites: string[] | null }) {
  void sites;
  return null;
}
