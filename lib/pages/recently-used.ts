// What is derived per document (parsed page features, page-term indexes) is kept in memory for
// the documents used most recently, per database connection: documents never change in place,
// so an entry stays right until it is dropped to make room.
import type { Db } from "../db/connection";

export class RecentlyUsed<T> {
  private readonly caches = new WeakMap<Db, Map<string, T>>();

  constructor(private readonly limit: number) {}

  /** The value for a document, from memory or else from `load` (then kept). */
  get(database: Db, documentId: string, load: () => T): T {
    let cache = this.caches.get(database);
    if (!cache) this.caches.set(database, (cache = new Map()));
    const hit = cache.get(documentId);
    if (hit !== undefined) {
      // Moved to the end: the map's order is the order of use.
      cache.delete(documentId);
      cache.set(documentId, hit);
      return hit;
    }
    const value = load();
    cache.set(documentId, value);
    if (cache.size > this.limit) cache.delete(cache.keys().next().value!);
    return value;
  }

  /** Forgets a document (its stored form has been rebuilt). */
  forget(database: Db, documentId: string): void {
    this.caches.get(database)?.delete(documentId);
  }
}
