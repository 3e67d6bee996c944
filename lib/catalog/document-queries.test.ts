import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/connection";
import { AMC, AMCOR, DOCUMENTS, MMM, newestFirst, seedCatalog, type FixtureDocument } from "../../tests/contract/catalog-fixture";
import { getDocument, getDocuments, listDocuments, type DocumentFilter } from "./document-queries";
import { NotFoundError } from "./errors";

let dir: string;
let database: Db;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-documents-"));
  database = openDb(path.join(dir, "catalog.db"));
  seedCatalog(database, path.join(dir, "files"));
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const ids = (documents: { id: string }[]) => documents.map((d) => d.id);
const list = (filter: Omit<DocumentFilter, "limit">) => ids(listDocuments({ limit: 1000, ...filter }, database));
const expected = (keep: (d: FixtureDocument) => boolean) => ids(newestFirst(DOCUMENTS.filter(keep)));

describe("listDocuments", () => {
  it("lists newest first, ties broken by id, up to limit", () => {
    expect(list({})).toEqual(expected(() => true));
    expect(ids(listDocuments({ limit: 3 }, database))).toEqual(expected(() => true).slice(0, 3));
  });

  it("filters by category and form type (OR within a list)", () => {
    expect(list({ documentCategories: ["annual-financial-report", "earnings-release"] }))
      .toEqual(expected((d) => d.category === "annual-financial-report" || d.category === "earnings-release"));
    expect(list({ secFormTypes: ["10-q", "8-K"] })).toEqual(expected((d) => d.formType === "10-Q" || d.formType === "8-K"));
  });

  it("filters by company tickers (base matches suffixed) and ids, in any case", () => {
    expect(list({ companyTickers: ["amc"] })).toEqual(expected((d) => d.companyId === AMC.id || d.companyId === AMCOR.id));
    expect(list({ companyTickers: ["AMC.AX"] })).toEqual(expected((d) => d.companyId === AMCOR.id));
    expect(list({ companyIds: [MMM.id.toUpperCase()] })).toEqual(expected((d) => d.companyId === MMM.id));
  });

  it("filters by fiscal quarter and year, and by an inclusive date range; filters are AND-ed", () => {
    expect(list({ fiscalQuarter: 2 })).toEqual(expected((d) => d.fiscalQuarter === 2));
    expect(list({ fiscalYear: 2022 })).toEqual(expected((d) => d.fiscalYear === 2022));
    expect(list({ startDate: "2023-03-31", endDate: "2023-06-30" }))
      .toEqual(expected((d) => d.date! >= "2023-03-31" && d.date! <= "2023-06-30"));
    expect(list({ fiscalYear: 2023, secFormTypes: ["10-Q"], companyTickers: ["MMM"] }))
      .toEqual(expected((d) => d.fiscalYear === 2023 && d.formType === "10-Q" && d.companyId === MMM.id));
    expect(list({ startDate: "2024-01-01", endDate: "2023-01-01" })).toEqual([]);
  });
});

describe("getDocument and getDocuments", () => {
  it("read a document whole, with its company's name and tickers", () => {
    const source = DOCUMENTS[0]!;
    const { company, pdf, pages, markdown, ...stored } = source;
    expect(getDocument(source.id.toUpperCase(), database)).toEqual({
      ...stored,
      companyName: company.name,
      companyTickers: company.tickers,
    });
  });

  it("keep the order asked, drop unknown ids, and throw NotFoundError for one unknown id", () => {
    const [a, b] = [DOCUMENTS[3]!.id, DOCUMENTS[1]!.id];
    expect(ids(getDocuments([a, "nope", b, a], database))).toEqual([a, b]);
    expect(() => getDocument("00000000-0000-0000-0000-000000000000", database)).toThrow(NotFoundError);
  });
});
