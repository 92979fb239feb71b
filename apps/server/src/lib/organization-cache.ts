/**
 * Rows that many requests read and few change (the feature flags), kept per organization
 * until the database announces a change (migration 0016: a trigger NOTIFYs `huddle_cache` with '<table>:<id>' on
 * commit, to every process). A read that started before the change is dropped with it, so no stale row is kept.
 */
export interface OrganizationCache<V> {
  get(organizationId: number, load: () => Promise<V>): Promise<V>;
  invalidate(organizationId: number): void;
  clear(): void;
}

export function createOrganizationCache<V>(): OrganizationCache<V> {
  const entries = new Map<number, Promise<V>>();
  return {
    get(organizationId, load) {
      let entry = entries.get(organizationId);
      if (!entry) {
        entry = load();
        entries.set(organizationId, entry);
        // A failed read is not kept.
        entry.catch(() => {
          if (entries.get(organizationId) === entry) entries.delete(organizationId);
        });
      }
      return entry;
    },
    invalidate: (organizationId) => void entries.delete(organizationId),
    clear: () => entries.clear(),
  };
}

export const CACHE_CHANNEL = 'huddle_cache';

/** Routes a `huddle_cache` payload ('<table>:<organization id>') to the cache of that table. */
export function cacheInvalidator(caches: Record<string, OrganizationCache<unknown>>) {
  return {
    onMessage(payload: string) {
      const [table, id] = payload.split(':');
      caches[table!]?.invalidate(Number(id));
    },
    onGap() {
      for (const cache of Object.values(caches)) cache.clear();
    },
  };
}
