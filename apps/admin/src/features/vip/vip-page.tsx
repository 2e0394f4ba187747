/** Not built yet: replaced by its screen. */
export function VipPage({ sites }: { sites: string[] | null }) {
  void sites;
  return null;
}
