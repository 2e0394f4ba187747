/** Not built yet: replaced by its screen. */
export function AgentsPage({ sites }: { sites: string[] | null }) {
  void sites;
  return null;
}
