import { describe, expect, it } from "vitest";
import { allowedMethods, handlerFor, matchRoute, orderRoutes, type TableRoute } from "./route-table";

const get = () => new Response("ok");
const route = (path: string, module: TableRoute["module"] = { GET: get }): TableRoute => ({ segments: path.split("/"), module });

const table = orderRoutes([
  route("api/[...path]"),
  route("api/v2/companies/[id]"),
  route("api/v2/companies/list"),
  route("api/v2/companies/search"),
  route("api/v2/documents/[id]"),
  route("api/v2/rag/agent-response-stream", { POST: get }),
]);
const served = (pathname: string) => {
  const match = matchRoute(table, pathname);
  return match && { route: match.route.segments.join("/"), params: match.params };
};

describe("matchRoute", () => {
  it("prefers a plain segment over a parameter, and a parameter over the rest of the path", () => {
    expect(served("/api/v2/companies/list")).toEqual({ route: "api/v2/companies/list", params: {} });
    expect(served("/api/v2/companies/5e12")).toEqual({ route: "api/v2/companies/[id]", params: { id: "5e12" } });
    expect(served("/api/v2/nothing/here")).toEqual({ route: "api/[...path]", params: { path: ["v2", "nothing", "here"] } });
  });

  it("decodes parameters and refuses a path that does not decode", () => {
    expect(served("/api/v2/documents/a%20b")).toEqual({ route: "api/v2/documents/[id]", params: { id: "a b" } });
    expect(served("/api/v2/documents/%FF")).toBeNull();
  });

  it("matches whole paths only", () => {
    expect(served("/api/v2/companies/list/extra")?.route).toBe("api/[...path]");
    expect(served("/api/v2/companies/")).toEqual({ route: "api/[...path]", params: { path: ["v2", "companies", ""] } });
    expect(served("/elsewhere")).toBeNull();
    expect(served("/api")).toBeNull();
  });
});

describe("handlerFor and allowedMethods", () => {
  it("answers HEAD with GET's handler, as the app router does", () => {
    expect(handlerFor({ GET: get }, "HEAD")).toBe(get);
    expect(handlerFor({ POST: get }, "GET")).toBeNull();
    expect(allowedMethods({ GET: get })).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allowedMethods({ POST: get, dynamic: "force-dynamic" })).toEqual(["POST", "OPTIONS"]);
  });
});
