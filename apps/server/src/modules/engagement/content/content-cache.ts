/**
 * A small per-node memory of answers, for a few seconds. Pages change rarely and are read on
 * every visit to a tutorial, so this saves a query per view; a save drops the site's entries on
 * the node that saved, and other nodes catch up when their entries run out (`ttlMs`).
 */
export class ContentCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAtMs: number }>();
  /** Bumped by every drop: a load that began before a save must not store what it read. */
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    /** A bound on memory whatever keys requests make up: past it, the oldest entry goes. */
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(siteCode: string, key: string, load: () => Promise<V | undefined>) {
    if (this.ttlMs <= 0) return load();
    const id = `${siteCode}\u0000${key}`;
    const hit = this.entries.get(id);
    if (hit && hit.expiresAtMs > this.now()) return hit.value;
    const generation = this.generations.get(siteCode) ?? 0;
    const value = await load();
    if ((this.generations.get(siteCode) ?? 0) !== generation) return value;
    // Misses are not kept: made-up slugs must not fill the memory or hide a page saved later.
    if (value === undefined) {
      this.entries.delete(id);
      return undefined;
    }
    if (this.entries.size >= this.maxEntries && !this.entries.has(id)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, { value, expiresAtMs: this.now() + this.ttlMs });
    return value;
  }

  dropSite(siteCode: string): void {
    this.generations.set(siteCode, (this.generations.get(siteCode) ?? 0) + 1);
    const prefix = `${siteCode}\u0000`;
    for (const id of this.entries.keys()) if (id.startsWith(prefix)) this.entries.delete(id);
  }
}
