import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Company } from "../catalog/types";
import { saveDocument, upsertCompanies } from "../catalog/write-catalog";
import { openDb, type Db } from "../db/connection";
import { classifyPage } from "../pages/classify-page";
import { retrievePages } from "./retrieve-pages";

// An annual report whose acquisitions note runs over two pages: the second continues the first
// without a heading of its own, and names the businesses bought. Another page, under a heading
// of its own, has the same words of the question ("three", "main", "companies", "acquired").
const WAYNE: Company = {
  id: "00000000-0000-4000-8000-0000000e0a01", name: "Wayne Enterprises, Inc.", tickers: ["WAYN"], aliases: ["Wayne"],
  countries: ["US"], filesWithSec: true, cik: null, permid: null, listed: true,
};
const PAGES = [
  "## Overview of Results\nIn 2022 our three main markets grew on higher prices and volumes, while the companies we acquired in earlier years added little to sales. Our outlook for 2023 is for further growth in all three markets.",
  "## Note 3 - Acquisitions\nThe Company buys businesses that broaden its product range, and records the assets and liabilities of each at fair value at the date of purchase. Goodwill is the excess of the price paid over those values.",
  "In 2022 the Company acquired three companies: Kord Industries for $400 million in March, the main one, Ace Chemicals for $250 million in June and Axis Labs for $90 million in October. All are reported in the Chemicals segment.",
  "## Note 4 - Debt\nThe Company's borrowings consist of senior notes due 2027 and 2032 and a revolving credit facility, undrawn at the end of the year.",
];

let dir: string;
let database: Db;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-section-topic-"));
  database = openDb(path.join(dir, "catalog.db"));
  upsertCompanies(database, [WAYNE]);
  const id = "00000000-0000-4000-8000-0000000e0d01";
  saveDocument(database, {
    id, companyId: WAYNE.id, category: "annual-financial-report", formType: "10-K", title: "10-K 2022", description: "",
    date: "2022-12-31", fiscalYear: 2022, fiscalQuarter: null, fiscalPeriod: "year", language: "en",
    metadata: { sha256: "e0d01".padEnd(64, "0"), sourceFileName: "wayne.pdf", pageCount: PAGES.length },
    pageCount: PAGES.length, originalPath: "", markdownPath: "",
  }, PAGES.map((content, i) => ({ pageNumber: i + 1, content, kind: classifyPage(content), garbled: false })));
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const pages = (query: string) => retrievePages({ query }, database).chunks.map((c) => c.pageNumber);

describe("ranking by the section a page is in", () => {
  it("ranks the pages of the section headed by the question's topic above a page that has its other words", () => {
    const ranked = pages("What are the three main companies Wayne acquired in 2022?");
    expect(ranked.indexOf(3)).toBeLessThan(ranked.indexOf(1));
    expect(ranked.indexOf(2)).toBeLessThan(ranked.indexOf(1));
  });
});
