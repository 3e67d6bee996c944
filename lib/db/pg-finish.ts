// Closing a pg-native connection safely. libpq's binding closes its socket watcher with uv_close
// and drops its own reference at once; if the garbage collector frees the connection before the
// event loop has finished that close, Node aborts (uv__finish_close assertion). Each closed
// connection is therefore kept reachable until a timer has run, which is after the close phase.
import type Client from "pg-native";

const closing = new Set<Client>();

export function finishConnection(client: Client): void {
  const pq = client.pq as unknown as { connected?: boolean; finish(): void };
  if (pq.connected === false) return; // never connected, or closed already (a failed connect closes itself)
  pq.finish();
  closing.add(client);
  setTimeout(() => closing.delete(client), 50).unref();
}
