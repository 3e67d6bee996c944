import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Company } from "../catalog/types";
import { saveDocument, upsertCompanies } from "../catalog/write-catalog";
import { openDb, type Db } from "../db/connection";
import { classifyPage } from "../pages/classify-page";
import { retrievePages } from "./retrieve-pages";

// One annual report in which the page that answers each question uses the filing's words for
// what the question asks, or heads its section with them, and another page uses the question's
// own words in passing.
const UMBRELLA: Company = {
  id: "00000000-0000-4000-8000-0000000c0de1", name: "Umbrella Holdings, Inc.", tickers: ["UMB"], aliases: ["Umbrella"],
  countries: ["US"], filesWithSec: true, cik: null, permid: null, listed: true,
};
const PAGES = [
  "## Competition\nThe markets we serve see constant price battles among suppliers. Our legal entity structure spans forty countries, and our brands compete on quality, availability and service.",
  "## Item 3. Legal Proceedings\nWe are a defendant in litigation brought by former distributors alleging breach of contract, and in a class action concerning product labelling. We record contingencies when a loss is probable and can be estimated.",
  "## Share Repurchases\nDuring fiscal 2021 we repurchased 5 million shares of common stock for $301 million under the program authorised by the Board.",
  "## Acquisitions\nWe completed the acquisition of Raccoon Labs for a purchase price of $1.2 billion in cash; the acquired business is reported in our software segment.",
  "## Seasonality\nOur revenue peaks in the months before the holidays, when demand for consumer devices is highest, and is lowest after them; results fluctuate accordingly.",
  "## Quarterly Dividends\nWe paid dividends in all four quarters of the year; revenue per share and other measures are discussed in Item 7.",
  "## Backlog\nFirm orders from airlines, lessors and governments that we have not yet delivered stood at $150 billion at the end of the year, up from $135 billion a year earlier, with about a fifth expected to be delivered next year.",
  "## Deliveries\nWe delivered 120 aircraft in the year, ten more than a year earlier, as the supply of engines and seats improved; the backlog supports higher production rates over the next two years.",
  "## Share Performance\nOur shares returned 12 percent in fiscal 2021, and investors may buy them through the direct purchase plan.",
];

let dir: string;
let database: Db;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-concepts-"));
  database = openDb(path.join(dir, "catalog.db"));
  upsertCompanies(database, [UMBRELLA]);
  const id = "00000000-0000-4000-8000-0000000c0d01";
  saveDocument(database, {
    id, companyId: UMBRELLA.id, category: "annual-financial-report", formType: "10-K", title: "10-K 2021", description: "",
    date: "2021-12-31", fiscalYear: 2021, fiscalQuarter: null, fiscalPeriod: "year", language: "en",
    metadata: { sha256: "c0d01".padEnd(64, "0"), sourceFileName: "umbrella.pdf", pageCount: PAGES.length },
    pageCount: PAGES.length, originalPath: "", markdownPath: "",
  }, PAGES.map((content, i) => ({ pageNumber: i + 1, content, kind: classifyPage(content), garbled: false })));
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const topPage = (query: string) => retrievePages({ query }, database).chunks[0]?.pageNumber;

describe("retrieval across the vocabulary of questions and filings", () => {
  it("finds the legal proceedings for a question about legal battles", () => {
    expect(topPage("Is Umbrella fighting any legal battles?")).toBe(2);
  });

  it("finds share repurchases for a question about buying back stock", () => {
    expect(topPage("Did Umbrella buy back stock in fiscal 2021?")).toBe(3);
  });

  it("finds the acquisitions for a question about what a company bought", () => {
    expect(topPage("Which business did Umbrella buy?")).toBe(4);
  });

  it("prefers the page whose heading names what is asked", () => {
    expect(topPage("How large was Umbrella's backlog?")).toBe(7);
  });

  it("finds the seasonality section for a question about stronger quarters", () => {
    expect(topPage("Is Umbrella's revenue stronger in some quarters than others?")).toBe(5);
  });
});
