import path from "node:path";
import { describe, expect, it } from "vitest";
import { documentMetadataV2 } from "../catalog/document-shapes";
import { NotFoundError } from "../catalog/errors";
import { openDb } from "../db/connection";
import {
  ACME, ACME_10K_2018, ACME_10K_2019, ACME_10Q_2020Q2, ACME_8K_RELEASE, ACME_RELEASE_COPY, GLOBEX, GLOBEX_10K_2019,
  seedRetrievalCatalog,
} from "./catalog.fixture";
import { useSeededCatalog } from "./seeded-catalog.fixture";
import { relevantChunks } from "./relevant-chunks";
import { resolveCompanies } from "./resolve-companies";
import { retrievePages } from "./retrieve-pages";
import { saveDocument, upsertCompanies } from "../catalog/write-catalog";

const LATER_ID = "0f0f0f0f-0000-4000-8000-000000000099";

const catalog = useSeededCatalog("retrieval");

const retrieve = (query: string, documentIds?: string[]) => retrievePages({ query, documentIds }, catalog.database);
const top = (query: string) => {
  const first = retrieve(query).chunks[0]!;
  return { documentId: first.document.id, pageNumber: first.pageNumber, kind: first.kind };
};

describe("retrievePages", () => {
  it("finds the statement that holds a metric whose name the page never uses", () => {
    expect(top("What was Acme's FY2019 capex? Answer in USD millions.")).toEqual({ documentId: ACME_10K_2019.id, pageNumber: 6, kind: "cash-flow-statement" });
    expect(top("Acme FY2018 COGS")).toEqual({ documentId: ACME_10K_2018.id, pageNumber: 4, kind: "income-statement" });
  });

  it("ranks both statements a metric needs above everything else", () => {
    const chunks = retrieve("What is Acme's FY2019 capex as a % of revenue?").chunks.slice(0, 2);
    expect(chunks.map((c) => c.kind).sort()).toEqual(["cash-flow-statement", "income-statement"]);
    expect(chunks.every((c) => c.document.id === ACME_10K_2019.id)).toBe(true);
  });

  it("takes the filing whose period ends the span asked about, and a later one for a year without its own", () => {
    expect(top("What is the FY2017 - FY2019 3 year average net profit margin for Acme?").documentId).toBe(ACME_10K_2019.id);
    const fy2017 = retrieve("What were Acme's year end FY2017 inventories?");
    expect(fy2017.documents[0]!.id).toBe(ACME_10K_2018.id);
    expect(fy2017.chunks[0]!.kind).toBe("balance-sheet");
  });

  it("takes the annual report two years on for a year only it still states", () => {
    // Acme's 2018 10-K shows 2016 in its income statement; the 2019 one does not.
    const fy2016 = retrieve("What were Acme's net sales in 2016?");
    expect(fy2016.documents[0]!.id).toBe(ACME_10K_2018.id);
    expect(fy2016.chunks[0]).toMatchObject({ document: { id: ACME_10K_2018.id }, kind: "income-statement" });
  });

  it("takes the quarterly report for a quarter and the release for a date", () => {
    expect(top("What drove Acme's restructuring liability as of Q2 of FY2020?").documentId).toBe(ACME_10Q_2020Q2.id);
    expect(retrieve("What did Acme's 8-K dated July 30, 2020 announce?").documents[0]!.id).toBe(ACME_8K_RELEASE.id);
  });

  it("uses the latest annual report when no period is named", () => {
    const result = retrieve("Is Acme's business subject to cyclicality?");
    expect(result.documents[0]!.id).toBe(ACME_10K_2019.id);
    expect(result.chunks[0]).toMatchObject({ pageNumber: 3, kind: "narrative" });
  });

  it("never ranks certifications, exhibit lists or contents above the page that answers", () => {
    const kinds = retrieve("Acme capital expenditures revenue cash").chunks.slice(0, 3).map((c) => c.kind);
    expect(kinds).not.toContain("certification");
    expect(kinds).not.toContain("exhibit");
    expect(kinds).not.toContain("table-of-contents");
  });

  it("returns one page of a release filed twice", () => {
    const pages = retrieve("Why did Acme raise its full-year guidance in the second quarter 2020 earnings release?").chunks;
    const copies = pages.filter((c) => [ACME_8K_RELEASE.id, ACME_RELEASE_COPY.id].includes(c.document.id));
    expect(copies).toHaveLength(1);
  });

  it("widens when nothing fits: a form the company lacks, then a company with no filings", () => {
    expect(retrieve("What does Acme's proxy statement say about capex?").chunks.length).toBeGreaterThan(0);
    const nobody = retrieve("Did Initech retain its card members?");
    expect(nobody.chunks[0]!.document.id).toBe(GLOBEX_10K_2019.id);
  });

  it("searches every company's filings when the question names none", () => {
    expect(top("card member retention").documentId).toBe(GLOBEX_10K_2019.id);
  });

  it("searches only the documents given, and reads the question all the same", () => {
    const result = retrieve("capex in FY2019", [ACME_10K_2018.id]);
    expect(new Set(result.chunks.map((c) => c.document.id))).toEqual(new Set([ACME_10K_2018.id]));
    expect(result.chunks[0]!.kind).toBe("cash-flow-statement");
    expect(result.understanding.metrics).toEqual([]);
    expect(result.understanding.lineItems.map((l) => l.item)).toEqual(["capitalExpenditure"]);
  });

  it("returns at most the limit, with each page's Markdown", () => {
    const result = retrievePages({ query: "Acme net sales", limit: 3 }, catalog.database);
    expect(result.chunks).toHaveLength(3);
    for (const c of result.chunks) expect(c.content.length).toBeGreaterThan(0);
  });

  it("returns nothing for a question with no words to search and no metric", () => {
    expect(retrieve("the of and").chunks).toEqual([]);
  });
});

describe("relevantChunks", () => {
  it("shapes chunks with the document metadata of the API version", () => {
    const { relevantChunks: chunks } = relevantChunks({ query: "Acme FY2019 capex" }, documentMetadataV2, catalog.database);
    expect(chunks[0]).toMatchObject({ pageNumber: 6, excerpt: null, documentMetadata: { id: ACME_10K_2019.id, formType: "10-K" } });
    expect(chunks[0]!.content).toContain("Purchases of property, plant and equipment");
  });

  it("rejects unknown document ids", () => {
    expect(() => relevantChunks({ query: "capex", document_ids: [ACME_10K_2019.id, "00000000-0000-4000-8000-000000000000"] }, documentMetadataV2, catalog.database))
      .toThrow(NotFoundError);
  });
});

describe("documents added while the service runs", () => {
  it("are indexed before the next question, whatever else was written in between", () => {
    const own = openDb(path.join(catalog.dir, "growing.db"));
    seedRetrievalCatalog(own);
    const ask = (query: string) => retrievePages({ query }, own).chunks.map((c) => c.document.id);
    expect(ask("zeppelin hangar leases")).not.toContain(LATER_ID);
    // A write that adds no document moves the catalog version, and nothing needs indexing.
    upsertCompanies(own, [GLOBEX]);
    expect(ask("zeppelin hangar leases")).not.toContain(LATER_ID);
    saveDocument(own, {
      id: LATER_ID, companyId: GLOBEX.id, category: "annual-financial-report", formType: "10-K", title: "10-K 2020", description: "",
      date: "2020-12-31", fiscalYear: 2020, fiscalQuarter: null, fiscalPeriod: "year", language: "en",
      metadata: { sha256: "f".repeat(64), sourceFileName: "later.pdf", pageCount: 1 }, pageCount: 1, originalPath: "", markdownPath: "",
    }, [{ pageNumber: 1, content: "Zeppelin hangar leases\nGlobex leases three zeppelin hangars.", kind: "other", garbled: false }]);
    expect(ask("zeppelin hangar leases")[0]).toBe(LATER_ID);
    own.close();
  });
});

describe("resolveCompanies", () => {
  it.each([
    ["compare Acme and Globex", [ACME.name, GLOBEX.name]],
    ["GBX vs ACME", [GLOBEX.name, ACME.name]],
    ["Globx and a misspelt Acme", [ACME.name, GLOBEX.name]],
    ["Initech", ["Initech LLC"]],
    ["Init", ["Initech LLC"]],
    ["the weather in Paris", []],
  ])("%s", (text, names) => {
    expect(resolveCompanies(text, catalog.database).map((c) => c.name)).toEqual(names);
  });
});
