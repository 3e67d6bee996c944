// The public API's routes matched by path the way the app router matches them, for the server's
// direct lane (lib/http/api-lane.ts). Routes are named as their folders are under app/: a plain
// segment matches itself, `[id]` any one segment (its decoded value is the parameter), and
// `[...path]` the rest of the path. A more specific route wins, segment by segment: plain before
// `[id]` before `[...path]`.
import type { RouteContext } from "./api-route";

export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response> | Response;

/** A route module as the app router loads it: a handler exported under each method it answers. */
export type RouteModule = Partial<Record<string, unknown>>;

export interface TableRoute {
  /** The route's folder segments under app/, e.g. ["api", "v2", "companies", "[id]"]. */
  segments: string[];
  module: RouteModule;
}

export interface RouteMatch {
  route: TableRoute;
  params: Record<string, string | string[]>;
}

const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

function segmentRank(segment: string): number {
  if (segment.startsWith("[...")) return 2;
  return segment.startsWith("[") ? 1 : 0;
}

/** The routes ordered so that the first one matching a path is the most specific. */
export function orderRoutes(routes: TableRoute[]): TableRoute[] {
  return [...routes].sort((a, b) => {
    const length = Math.max(a.segments.length, b.segments.length);
    for (let i = 0; i < length; i++) {
      // A route that ends earlier is less specific than one that goes on with a plain segment.
      const rankA = i < a.segments.length ? segmentRank(a.segments[i]!) : 3;
      const rankB = i < b.segments.length ? segmentRank(b.segments[i]!) : 3;
      if (rankA !== rankB) return rankA - rankB;
    }
    return 0;
  });
}

function matchOne(route: TableRoute, parts: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i]!;
    if (segment.startsWith("[...")) {
      const rest = parts.slice(i);
      if (!rest.length) return null;
      params[segment.slice(4, -1)] = rest.map((part) => decodeURIComponent(part));
      return params;
    }
    const part = parts[i];
    if (part === undefined || part === "") return null;
    if (segment.startsWith("[")) params[segment.slice(1, -1)] = decodeURIComponent(part);
    else if (segment !== part) return null;
  }
  return parts.length === route.segments.length ? params : null;
}

/**
 * The route serving `pathname` (undecoded, as received) and its parameters, or null. The routes
 * must come from `orderRoutes`. A path whose segments do not decode matches nothing.
 */
export function matchRoute(ordered: TableRoute[], pathname: string): RouteMatch | null {
  const parts = pathname.split("/").slice(1);
  for (const route of ordered) {
    try {
      const params = matchOne(route, parts);
      if (params) return { route, params };
    } catch {
      return null; // a malformed percent-escape
    }
  }
  return null;
}

/** The handler a route module exports for `method`; HEAD is answered by GET's, as the app router does. */
export function handlerFor(module: RouteModule, method: string): RouteHandler | null {
  const own = module[method];
  if (typeof own === "function") return own as RouteHandler;
  if (method === "HEAD" && typeof module.GET === "function") return module.GET as RouteHandler;
  return null;
}

/** The methods a route module answers, for an `Allow` header. */
export function allowedMethods(module: RouteModule): string[] {
  const methods: string[] = HTTP_METHODS.filter((method) => typeof module[method] === "function");
  if (methods.includes("GET") && !methods.includes("HEAD")) methods.push("HEAD");
  if (!methods.includes("OPTIONS")) methods.push("OPTIONS");
  return methods;
}
