// Endpoints 3, 4 and 10 over HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AMC, AMCOR, DOCUMENTS, MMM, newestFirst, type FixtureDocument } from "./catalog-fixture";
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
const ids = (body: { id: string }[]) => body.map((d) => d.id);
const expected = (keep: (d: FixtureDocument) => boolean) => ids(newestFirst(DOCUMENTS.filter(keep)));
const [tenK, tenQ, eightK] = [DOCUMENTS[0]!, DOCUMENTS[1]!, DOCUMENTS[2]!];

describe("GET /api/v1/documents/list", () => {
  const list = (query = "") => getJson(`/api/v1/documents/list${query}`);

  it("returns list items newest first (ties by id), in the v1 shape with older category codes", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(ids(body)).toEqual(expected(() => true));
    expect(body.find((d: { id: string }) => d.id === tenK.id)).toEqual({
      id: tenK.id, companyId: MMM.id, documentCategory: "annual-report", formType: "10-K", title: tenK.title,
      description: tenK.description, date: "2022-12-31", fiscalQuarter: null, fiscalYear: 2022, fiscalPeriod: "year",
      language: "en", companyName: "3M Company", companyTickers: ["MMM"],
      metadata: { sha256: tenK.metadata.sha256, sourceFileName: tenK.metadata.sourceFileName, pageCount: 2, accessionNumber: "0000066740-23-000014" },
    });
    expect(body.find((d: { id: string }) => d.id === eightK.id).metadata["8kItems"]).toEqual(["2.02", "9.01"]);
    expect(body.find((d: { id: string }) => d.id === tenQ.id).documentCategory).toBe("interim-report");
  });

  it.each<[string, (d: FixtureDocument) => boolean]>([
    ["?documentCategories=annual-report", (d) => d.category === "annual-financial-report"],
    ["?documentCategories=annual-financial-report,EARNINGS-RELEASE", (d) => ["annual-financial-report", "earnings-release"].includes(d.category)],
    ["?documentCategories=interim-report&documentCategories=current-report", (d) => ["interim-financial-report", "current-report"].includes(d.category)],
    ["?secFormTypes=10-q,8-K", (d) => d.formType === "10-Q" || d.formType === "8-K"],
    ["?secFormTypes=DEF%2014A", () => false],
    ["?companyTickers=amc", (d) => d.companyId === AMC.id || d.companyId === AMCOR.id],
    ["?companyTickers=AMC.AX", (d) => d.companyId === AMCOR.id],
    [`?companyIds=${MMM.id.toUpperCase()},${AMC.id}`, (d) => d.companyId === MMM.id || d.companyId === AMC.id],
    ["?fiscalQuarter=2", (d) => d.fiscalQuarter === 2],
    ["?fiscalYear=2022", (d) => d.fiscalYear === 2022],
    ["?startDate=2023-03-31", (d) => d.date! >= "2023-03-31"],
    ["?endDate=2022-12-31", (d) => d.date! <= "2022-12-31"],
    ["?startDate=2023-06-30&endDate=2023-06-30", (d) => d.date === "2023-06-30"],
    ["?startDate=2024-01-01&endDate=2023-01-01", () => false],
    ["?fiscalYear=2023&secFormTypes=10-Q&companyTickers=MMM,AMCR", (d) => d.fiscalYear === 2023 && d.formType === "10-Q"],
    ["?companyTickers=&fiscalYear=&whatever=1", () => true],
  ])("filters %s", async (query, keep) => {
    const { status, body } = await list(query);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(expected(keep));
  });

  it.each([["1", 1], ["3", 3], ["1000", DOCUMENTS.length]])("honours limit=%s", async (limit, count) => {
    const { status, body } = await list(`?limit=${limit}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(expected(() => true).slice(0, count));
  });

  it("lists every invalid parameter in one 422", async () => {
    const { status, body } = await list(
      "?limit=1001&fiscalQuarter=5&fiscalYear=twenty&startDate=2023-13-01&endDate=2023-02-30&documentCategories=brochure&secFormTypes=10-K405",
    );
    expect(status).toBe(422);
    expect(body.detail.map((p: { loc: string[]; type: string }) => [p.loc.join("."), p.type])).toEqual([
      ["query.documentCategories", "enum"],
      ["query.secFormTypes", "enum"],
      ["query.fiscalQuarter", "less_than_equal"],
      ["query.fiscalYear", "int_parsing"],
      ["query.startDate", "date_parsing"],
      ["query.endDate", "date_parsing"],
      ["query.limit", "less_than_equal"],
    ]);
    for (const p of body.detail) expect(typeof p.msg).toBe("string");
  });

  it.each(["limit=0", "fiscalQuarter=0", "fiscalQuarter=1.5", "fiscalYear=2023.0", "startDate=01/02/2023", "endDate=2023-1-2"])(
    "refuses %s with 422",
    async (query) => {
      const { status, body } = await list(`?${query}`);
      expect(status).toBe(422);
      expect(body.detail).toHaveLength(1);
      expect(body.detail[0].loc).toEqual(["query", query.split("=")[0]]);
    },
  );
});

describe("GET /api/v1/documents/{id}", () => {
  it("returns the v1 detail: tickers and formType, no companyId, fiscalPeriod or language", async () => {
    const { status, body } = await getJson(`/api/v1/documents/${tenK.id.toUpperCase()}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: tenK.id, documentCategory: "annual-report", formType: "10-K", tickers: ["MMM"], companyName: "3M Company",
      date: "2022-12-31", fiscalQuarter: null, fiscalYear: 2022, title: tenK.title, description: tenK.description,
      originalFileUrl: expect.stringMatching(`^${server.baseUrl}/files/${tenK.id}/original\\?expires=\\d+&signature=`),
      markdownFileUrl: expect.stringMatching(`^${server.baseUrl}/files/${tenK.id}/markdown\\?expires=\\d+&signature=`),
    });
  });

  it("answers 404 for an unknown id and 422 with a generic detail for a malformed one", async () => {
    expect(await getJson("/api/v1/documents/00000000-0000-0000-0000-000000000000")).toEqual({
      status: 404, body: { detail: "Document '00000000-0000-0000-0000-000000000000' not found" },
    });
    expect(await getJson("/api/v1/documents/not-a-uuid")).toEqual({
      status: 422, body: { detail: "path.id: Input should be a valid UUID" },
    });
  });
});

describe("GET /api/v2/documents/{id}", () => {
  it("returns the v2 detail: companyTickers, secFormType, companyId, fiscalPeriod, language, metadata", async () => {
    const { status, body } = await getJson(`/api/v2/documents/${eightK.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: eightK.id, companyId: MMM.id, documentCategory: "earnings-release", secFormType: "8-K", title: eightK.title,
      description: eightK.description, date: "2023-07-25", fiscalQuarter: 2, fiscalYear: 2023, fiscalPeriod: "quarter",
      language: "en", companyName: "3M Company", companyTickers: ["MMM"],
      metadata: { sha256: eightK.metadata.sha256, sourceFileName: eightK.metadata.sourceFileName, pageCount: 2, "8kItems": ["2.02", "9.01"] },
      originalFileUrl: expect.stringMatching(`^${server.baseUrl}/files/${eightK.id}/original\\?expires=\\d+&signature=`),
      markdownFileUrl: expect.stringMatching(`^${server.baseUrl}/files/${eightK.id}/markdown\\?expires=\\d+&signature=`),
    });
  });

  it("shows current category codes", async () => {
    expect((await getJson(`/api/v2/documents/${tenQ.id}`)).body.documentCategory).toBe("interim-financial-report");
  });

  it("answers 404 for an unknown id and 422 with the issue list for a malformed one", async () => {
    expect((await getJson("/api/v2/documents/00000000-0000-0000-0000-000000000000")).status).toBe(404);
    expect(await getJson("/api/v2/documents/not-a-uuid")).toEqual({
      status: 422, body: { detail: [{ loc: ["path", "id"], msg: "Input should be a valid UUID", type: "uuid_parsing" }] },
    });
  });
});
