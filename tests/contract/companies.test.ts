// Endpoints 1, 2, 7, 8 and 9 over HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADOBE, AMC, AMCOR, COMPANIES, MMM, NORDPAPER } from "./catalog-fixture";
import { startContractServer, type ContractServer } from "./contract-server";

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server?.stop());

async function getJson(path: string) {
  const response = await server.fetch(path);
  return { status: response.status, body: await response.json() };
}
const names = (body: { name: string }[]) => body.map((c) => c.name);
const byName = [...COMPANIES].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id));

describe.each(["v1", "v2"])("GET /api/%s/companies/list", (version) => {
  const list = (query = "") => getJson(`/api/${version}/companies/list${query}`);

  it("returns a bare array of companies ordered by name, with the Company fields", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(names(body)).toEqual(names(byName));
    expect(body.find((c: { id: string }) => c.id === MMM.id)).toEqual({
      id: MMM.id, name: "3M Company", tickers: ["MMM"], countries: ["US"], filesWithSec: true, cik: "66740", permid: "4295903595",
    });
    // A company without a CIK shows none; internal fields never show.
    expect(body.find((c: { id: string }) => c.id === NORDPAPER.id)).toEqual({
      id: NORDPAPER.id, name: "Nordpapper AB", tickers: ["NORD.ST"], countries: ["SE"], filesWithSec: false, permid: "5000123456",
    });
  });

  it.each([
    ["?tickers=amc", [AMC, AMCOR]],
    ["?tickers=AMC.AX", [AMCOR]],
    ["?tickers=MMM,adbe", [MMM, ADOBE]],
    ["?tickers=MMM&tickers=ADBE", [MMM, ADOBE]],
    ["?countries=se", [NORDPAPER]],
    ["?countries=US,JE&filesWithSec=true&tickers=AMC", [AMC, AMCOR]],
    ["?filesWithSec=false", [NORDPAPER]],
    [`?ids=${MMM.id.toUpperCase()},${ADOBE.id}`, [MMM, ADOBE]],
    ["?ciks=0000066740,796343", [MMM, ADOBE]],
    ["?permids=5000123456", [NORDPAPER]],
    ["?tickers=ZZZZ", []],
    ["?countries=US&filesWithSec=false", []],
    ["?tickers=&countries=&unknownParam=1", byName],
  ])("filters %s", async (query, expected) => {
    const { status, body } = await list(query);
    expect(status).toBe(200);
    expect(names(body)).toEqual(names(expected));
  });

  it.each([["1", 1], ["2", 2], ["1000", 5]])("honours limit=%s", async (limit, count) => {
    const { status, body } = await list(`?limit=${limit}`);
    expect(status).toBe(200);
    expect(body).toHaveLength(count);
  });

  it("refuses out-of-range and malformed values, listing every problem", async () => {
    const { status, body } = await list("?limit=1001&filesWithSec=perhaps");
    expect(status).toBe(422);
    expect(body).toEqual({ detail: [
      { loc: ["query", "filesWithSec"], msg: "Input should be a valid boolean, unable to interpret input", type: "bool_parsing" },
      { loc: ["query", "limit"], msg: "Input should be less than or equal to 1000", type: "less_than_equal" },
    ] });
    for (const bad of ["0", "-1", "ten", "1.5", "1e3"]) {
      const response = await list(`?limit=${bad}`);
      expect(response.status).toBe(422);
      expect(response.body.detail[0].loc).toEqual(["query", "limit"]);
    }
  });
});

describe.each(["v1", "v2"])("GET /api/%s/companies/{id}", (version) => {
  it("returns one company, whatever the case of its id", async () => {
    const { status, body } = await getJson(`/api/${version}/companies/${AMCOR.id.toUpperCase()}`);
    expect(status).toBe(200);
    expect(body).toEqual({ id: AMCOR.id, name: "Amcor plc", tickers: ["AMCR", "AMC.AX"], countries: ["JE"], filesWithSec: true, cik: "1748790" });
  });

  it("answers 404 with a detail for an unknown id", async () => {
    for (const id of ["00000000-0000-0000-0000-000000000000", "no-such-company"]) {
      const { status, body } = await getJson(`/api/${version}/companies/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ detail: `Company '${id}' not found` });
    }
  });
});

describe("GET /api/v2/companies/search", () => {
  const search = (query: string) => getJson(`/api/v2/companies/search${query}`);

  it("ranks an exact ticker, then name prefix, a later word's prefix, substring, then informal names", async () => {
    expect(names((await search("?query=amc")).body)).toEqual([AMC.name, AMCOR.name]);
    expect(names((await search("?query=AMCR")).body)).toEqual([AMCOR.name]);
    // "Nordpapper AB" has a word starting with "a"; "3M Company" only holds one inside a word.
    expect(names((await search("?query=a")).body)).toEqual([ADOBE.name, AMC.name, AMCOR.name, NORDPAPER.name, MMM.name]);
    expect(names((await search("?query=ENTERTAIN")).body)).toEqual([AMC.name]);
    expect(names((await search("?query=adobe%20systems")).body)).toEqual([ADOBE.name]);
    expect((await search("?query=zzzz")).body).toEqual([]);
  });

  it("returns Company objects and honours limit (default 10, at most 50)", async () => {
    const { status, body } = await search("?query=a&limit=2");
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: ADOBE.id, name: "Adobe Inc.", tickers: ["ADBE"], countries: ["US"], filesWithSec: true, cik: "796343" },
      { id: AMC.id, name: AMC.name, tickers: ["AMC"], countries: ["US"], filesWithSec: true, cik: "1411579" },
    ]);
    expect((await search("?query=a&limit=50")).status).toBe(200);
  });

  it("requires the query and bounds the limit, listing every problem", async () => {
    expect(await search("?limit=51")).toEqual({ status: 422, body: { detail: [
      { loc: ["query", "query"], msg: "Field required", type: "missing" },
      { loc: ["query", "limit"], msg: "Input should be less than or equal to 50", type: "less_than_equal" },
    ] } });
    expect(await search("?query=&limit=0")).toEqual({ status: 422, body: { detail: [
      { loc: ["query", "query"], msg: "Field required", type: "missing" },
      { loc: ["query", "limit"], msg: "Input should be greater than or equal to 1", type: "greater_than_equal" },
    ] } });
  });
});
