// List responses kept as serialized JSON until the catalog changes. The catalog is read far
// more often than it is written (it changes only when filings are ingested), and a list costs a
// query, shaping and serialization that a repeated request need not pay again.
import { catalogVersion } from "../catalog/catalog-version";

const MAX_ENTRIES = 1000;

const holder = globalThis as unknown as { __footnoteJsonCache?: { version: string; bodies: Map<string, Uint8Array<ArrayBuffer>> } };

/** The JSON of `compute()` for this key, computed at most once per catalog version. */
export function cachedJson(key: string, compute: () => unknown): Response {
  const version = catalogVersion();
  if (holder.__footnoteJsonCache?.version !== version) holder.__footnoteJsonCache = { version, bodies: new Map() };
  const { bodies } = holder.__footnoteJsonCache;
  let body = bodies.get(key);
  if (body === undefined) {
    // Kept as bytes: a repeated request then costs no encoding of what can be a 100 KB list.
    body = new TextEncoder().encode(JSON.stringify(compute()));
    // Oldest first out: Map keeps insertion order.
    if (bodies.size >= MAX_ENTRIES) bodies.delete(bodies.keys().next().value!);
    bodies.set(key, body);
  }
  return new Response(body, {
    headers: { "Content-Type": "application/json", "Content-Length": String(body.byteLength), "Cache-Control": "no-store" },
  });
}
