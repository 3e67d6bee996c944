// The reader on real filings of the sample corpus, through the PDF extractor, against the
// ground truth kept in sample-truth.json. The full pass over every file is evaluate.ts.
import { existsSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { loadRegistry, type RegistryCompany } from "../../catalog/registry";
import { corpusDir, readCorpusFile, registryPath } from "../../testing/shared-corpus";
import { extractPages } from "../pdf/extract-pages";
import { readMetadata } from "./read-metadata";

interface Truth {
  cik: string;
  formType: string | null;
  category: string;
  date: string;
  fiscalYear: number;
  fiscalQuarter: number | null;
}
const truth = JSON.parse(readFileSync(new URL("./sample-truth.json", import.meta.url), "utf8")) as Record<string, Truth>;

// One of each kind, and the conventions that trip readers up.
const FILES: Record<string, string> = {
  "0b1126cab3184ee8.pdf": "10-K, fiscal year ending January named by its end year",
  "48a68f2e6dae2d47.pdf": "glossy annual report wrapping a 10-K",
  "cf9efb922bdd28d7.pdf": "10-Q, second quarter of a fiscal year ending in the next January",
  "71c39c3f338fc81a.pdf": "10-Q for December, second quarter of a fiscal year ending in June",
  "04578342d73ad8d8.pdf": "8-K reporting meeting results",
  "0601a4b9f15e4400.pdf": "8-K with Item 2.02",
  "e1924224ecf2513d.pdf": "earnings release naming its quarter as Q2 FY24",
  "c7df6210a627042e.pdf": "earnings release of a fiscal year named by its start year",
};

describe.skipIf(!existsSync(corpusDir()))("readMetadata on sample filings", () => {
  let registry: RegistryCompany[];
  const pages = new Map<string, string[]>();
  beforeAll(async () => {
    registry = loadRegistry(registryPath());
    for (const file of Object.keys(FILES)) {
      pages.set(file, (await extractPages(readCorpusFile(file))).map((p) => (p.garbled ? "" : p.markdown)));
    }
  });

  for (const [file, what] of Object.entries(FILES)) {
    it(`${what} (${file})`, () => {
      const r = readMetadata(pages.get(file)!, registry);
      const want = truth[file];
      expect({
        cik: r.company?.cik, formType: r.formType, category: r.category, date: r.date, fiscalYear: r.fiscalYear, fiscalQuarter: r.fiscalQuarter,
      }).toEqual(want);
      expect(r.language).toBe("en");
      expect(r.title.startsWith(r.company!.name)).toBe(true);
      expect(r.description.length).toBeGreaterThan(60);
    });
  }

  it("reads 8-K items and titles as a reader would want them", () => {
    const r = readMetadata(pages.get("04578342d73ad8d8.pdf")!, registry);
    expect(r.items8k).toEqual(["5.03", "5.07", "9.01"]);
    expect(r.title).toBe("Ulta Beauty, Inc. Current Report: Amendments to Articles of Incorporation or Bylaws (Form 8-K), June 1, 2023");
    expect(r.description).toMatch(/submission of matters to a vote of security holders \(Item 5\.07\)/);
    const tenK = readMetadata(pages.get("0b1126cab3184ee8.pdf")!, registry);
    expect(tenK.title).toBe("Walmart Inc. FY2021 Annual Report (Form 10-K)");
    expect(tenK.description).toMatch(/fiscal year ended January 31, 2021 \(fiscal 2021\)\. It contains the income statement.*balance sheet.*cash flow statement/);
  });
});
