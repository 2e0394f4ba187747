/** Not built yet: replaced by its screen. */
export function SupportPage({ sites }: { sites: string[] | null }) {
  void sites;
  return null;
}
