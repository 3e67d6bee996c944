import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Company } from "../catalog/types";
import { saveDocument, upsertCompanies } from "../catalog/write-catalog";
import { openDb, type Db } from "../db/connection";
import { classifyPage } from "../pages/classify-page";
import { companiesOwningNames, properNames } from "./name-owners";
import { retrievePages } from "./retrieve-pages";

const company = (n: number, name: string): Company => ({
  id: `00000000-0000-4000-8000-0000000e0${n}00`, name, tickers: [], aliases: [], countries: ["US"], filesWithSec: true,
  cik: null, permid: null, listed: true,
});
const UMBRELLA = company(1, "Umbrella Holdings, Inc.");
const HOOLI = company(2, "Hooli Corporation");

// Umbrella owns the Raccoon Foods division; both companies talk of "North America" and employees.
const PAGES: Record<string, string[]> = {
  [UMBRELLA.id]: [
    "## Raccoon Foods North America\nRaccoon Foods North America net revenue grew 6 percent, driven by snacks.",
    "## Segments\nOur divisions are Raccoon Foods North America, Beverages and International.",
    "## Raccoon Foods\nRaccoon Foods North America operating profit rose 9 percent on lower commodity costs.",
    "## Human Capital\nWe employ about 300,000 people worldwide.",
  ],
  [HOOLI.id]: [
    "## Human Capital\nHooli employs 12,000 people across North America; employee engagement remains high.",
    "## North America\nNorth America revenue was $4.1 billion; employees in the region number 9,000.",
  ],
};

let dir: string;
let database: Db;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-owners-"));
  database = openDb(path.join(dir, "catalog.db"));
  upsertCompanies(database, [UMBRELLA, HOOLI]);
  [UMBRELLA, HOOLI].forEach((c, n) => {
    const pages = PAGES[c.id]!;
    const id = `00000000-0000-4000-8000-0000000e0d0${n}`;
    saveDocument(database, {
      id, companyId: c.id, category: "annual-financial-report", formType: "10-K", title: "10-K 2022", description: "",
      date: "2022-12-31", fiscalYear: 2022, fiscalQuarter: null, fiscalPeriod: "year", language: "en",
      metadata: { sha256: `e0d0${n}`.padEnd(64, "0"), sourceFileName: `${n}.pdf`, pageCount: pages.length },
      pageCount: pages.length, originalPath: "", markdownPath: "",
    }, pages.map((content, i) => ({ pageNumber: i + 1, content, kind: classifyPage(content), garbled: false })));
  });
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("properNames", () => {
  it("reads runs of capitalised words, leaving out question words, periods and forms", () => {
    expect(properNames("What were Frito-Lay North America's net revenues in FY2022 per the 10-K?")).toEqual(["Frito-Lay North America"]);
    expect(properNames("How did AWS and Cash App grow in Q2 2023?")).toEqual(["Cash App", "AWS"]);
    expect(properNames("what was net income?")).toEqual([]);
  });
});

describe("companiesOwningNames", () => {
  it("finds the company whose pages hold a name almost alone", () => {
    expect(companiesOwningNames(database, "How many people work at Raccoon Foods North America?")).toEqual([UMBRELLA.id]);
  });

  it("finds no owner for a name that several companies use", () => {
    expect(companiesOwningNames(database, "How many employees are in North America?")).toEqual([]);
  });

  it("lets a question that names only a division search its owner's filings", () => {
    const chunks = retrievePages({ query: "How many employees does Raccoon Foods North America have?" }, database).chunks;
    expect(chunks[0]!.document.companyId).toBe(UMBRELLA.id);
  });
});
