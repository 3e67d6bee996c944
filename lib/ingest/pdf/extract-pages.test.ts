// Whole sample filings through the extractor: statement pages must come out as tables a reader
// can look figures up in (row by label, column by period), and every physical page must be there.
import { describe, expect, it } from "vitest";
import { readCorpusFile } from "@/lib/testing/shared-corpus";
import { extractPages, UnreadablePdfError, type ExtractedPage } from "./extract-pages";
import { findRow, parseMarkdownTables, type MarkdownTable } from "./markdown-tables";

const extracted = new Map<string, Promise<ExtractedPage[]>>();

function pagesOf(file: string): Promise<ExtractedPage[]> {
  if (!extracted.has(file)) extracted.set(file, extractPages(readCorpusFile(file)));
  return extracted.get(file)!;
}

async function tableWith(file: string, page: number, label: string): Promise<MarkdownTable> {
  const pages = await pagesOf(file);
  const table = parseMarkdownTables(pages[page - 1]!.markdown).find((t) => findRow(t, label));
  if (!table) throw new Error(`no table with a "${label}" row on ${file}#${page}:\n${pages[page - 1]!.markdown}`);
  return table;
}

describe("financial statements", () => {
  it("Best Buy FY2019 balance sheet: one column per balance sheet date", async () => {
    const table = await tableWith("d3228e9acd2ce498.pdf", 52, "Merchandise inventories");
    expect(table.header).toEqual(["", "February 2, 2019", "February 3, 2018"]);
    expect(findRow(table, "Merchandise inventories")).toEqual(["Merchandise inventories", "5,409", "5,209"]);
    expect(findRow(table, "Short-term investments")).toEqual(["Short-term investments", "—", "2,032"]);
    expect(findRow(table, "Total current liabilities")).toEqual(["Total current liabilities", "7,513", "7,817"]);
    // A label wrapped over two lines is one row.
    expect(findRow(table, /^Common stock, \$0\.10 par value.*282,988,000 shares, respectively$/)?.slice(1)).toEqual(["27", "28"]);
  });

  it("Microsoft FY2016 income statement: years as column headers", async () => {
    const table = await tableWith("f3555bd5ea180277.pdf", 52, "Total cost of revenue");
    expect(table.header).toEqual(["Year Ended June 30,", "2016", "2015", "2014"]);
    expect(findRow(table, "Total cost of revenue")).toEqual(["Total cost of revenue", "32,780", "33,038", "27,078"]);
    expect(findRow(table, "Other income (expense), net")).toEqual(["Other income (expense), net", "(431)", "346", "61"]);
    expect(findRow(table, "Revenue:")).toEqual(["Revenue:", "", "", ""]);
  });

  it("Netflix FY2017 balance sheet: amounts in thousands, multi-line labels", async () => {
    const table = await tableWith("981a69bba010dd17.pdf", 45, "Total current liabilities");
    expect(table.header.slice(1)).toEqual(["As of December 31, 2017", "As of December 31, 2016"]);
    expect(findRow(table, "Total current liabilities")).toEqual(["Total current liabilities", "5,466,312", "4,586,657"]);
    expect(findRow(table, /^Common stock, \$0\.001 par value.*respectively$/)?.slice(1)).toEqual(["1,871,396", "1,599,762"]);
  });

  it("Nike FY2019 balance sheet", async () => {
    const table = await tableWith("7dbdf1bcbf37dd6d.pdf", 54, "Inventories");
    expect(table.header).toEqual(["(Dollars in millions)", "MAY 31, 2019", "MAY 31, 2018"]);
    expect(findRow(table, "Inventories")).toEqual(["Inventories", "5,622", "5,261"]);
    expect(findRow(table, "Accumulated other comprehensive income (loss)")).toEqual([
      "Accumulated other comprehensive income (loss)",
      "231",
      "(92)",
    ]);
  });

  it("Amazon income statement: a period caption spanning the year columns", async () => {
    const table = await tableWith("d7df8c6cf3e351a8.pdf", 38, "Total net sales");
    expect(table.header.slice(1)).toEqual([
      "Year Ended December 31, 2017",
      "Year Ended December 31, 2018",
      "Year Ended December 31, 2019",
    ]);
    expect(findRow(table, "Total net sales")).toEqual(["Total net sales", "177,866", "232,887", "280,522"]);
    expect(findRow(table, "Interest expense")).toEqual(["Interest expense", "(848)", "(1,417)", "(1,600)"]);
  });

  it("Walmart cash flow statement: one table across its sections", async () => {
    const table = await tableWith("0f9e2ebc9432caef.pdf", 56, "Net cash provided by operating activities");
    expect(table.header.slice(1)).toEqual([
      "Fiscal Years Ended January 31, 2020",
      "Fiscal Years Ended January 31, 2019",
      "Fiscal Years Ended January 31, 2018",
    ]);
    expect(findRow(table, "Payments for property and equipment")).toEqual([
      "Payments for property and equipment",
      "(10,705)",
      "(10,344)",
      "(10,051)",
    ]);
    expect(findRow(table, "Net cash used in financing activities")?.slice(1)).toEqual(["(14,299)", "(2,537)", "(19,875)"]);
  });

  it("3M 2022 segment tables: stacked headers spread over their columns, percentages kept", async () => {
    const pages = await pagesOf("d5cf549543a24b04.pdf");
    const tables = parseMarkdownTables(pages[24]!.markdown);
    const [sales, change] = [tables[0]!, tables[1]!];
    expect(sales.header).toEqual([
      "(Dollars in millions)",
      "2022 Net Sales",
      "2022 % of Total",
      "2022 Operating Income (Loss)",
      "2021 Net Sales",
      "2021 % of Total",
      "2021 Operating Income (Loss)",
      "% change Net Sales",
      "% change Operating Income (Loss)",
    ]);
    expect(findRow(sales, "Safety and Industrial")).toEqual([
      "Safety and Industrial",
      "11,604",
      "33.9%",
      "1,199",
      "11,981",
      "33.9%",
      "2,466",
      "(3.2)%",
      "(51.4)%",
    ]);
    expect(change.header.slice(1).map((h) => h.replace("Year ended December 31, 2022 ", ""))).toEqual([
      "Organic sales",
      "Acquisitions",
      "Divestitures",
      "Translation",
      "Total sales change",
    ]);
    expect(findRow(change, "Consumer")).toEqual(["Consumer", "(0.9)", "—", "(0.4)", "(2.6)", "(3.9)"]);
  });
});

describe("pages", () => {
  it("returns every physical page in order, empty pages as empty text", async () => {
    const pages = await pagesOf("d3228e9acd2ce498.pdf");
    expect(pages).toHaveLength(107);
    expect(pages.map((p) => p.pageNumber)).toEqual(Array.from({ length: 107 }, (_, i) => i + 1));
    expect(pages[20]).toEqual({ pageNumber: 21, markdown: "", garbled: false });
    expect(pages.filter((p) => p.garbled)).toEqual([]);
  });

  it("keeps a cover page's check box on the line it marks", async () => {
    const cover = (await pagesOf("d3228e9acd2ce498.pdf"))[0]!;
    expect(cover.markdown).toMatch(/^## FORM 10-K$/m);
    expect(cover.markdown).toMatch(/^x ANNUAL REPORT PURSUANT TO SECTION 13 OR 15\(d\)/m);
    expect(cover.markdown).toMatch(/^o TRANSITION REPORT PURSUANT/m);
  });

  it("drops words in a font without a character map but keeps the readable page", async () => {
    // The signature pages of this credit agreement have their footers in such a font.
    const pages = await pagesOf("adddeda2984e1810.pdf");
    expect(pages).toHaveLength(248);
    expect(pages.filter((p) => p.garbled)).toEqual([]);
    expect(pages[104]!.markdown).toContain("Name of Institution: BANK OF AMERICA, N.A.");
    expect(pages[104]!.markdown).not.toMatch(/[\ufffd\u0000]|S P A/);
  });

  it("leaves the caller's bytes intact", async () => {
    const data = readCorpusFile("1cc6d0adda05038f.pdf");
    const pages = await extractPages(data);
    expect(pages).toHaveLength(2);
    expect(data.byteLength).toBeGreaterThan(0);
    expect(new TextDecoder().decode(data.subarray(0, 5))).toBe("%PDF-");
  });
});

describe("unreadable files", () => {
  it.each(["a70b0d9e23d9a5cc.pdf", "c212c3300473159c.pdf"])("reports the truncated download %s", async (file) => {
    const error = await extractPages(readCorpusFile(file)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreadablePdfError);
    expect((error as UnreadablePdfError).reason).toMatch(/^the file is truncated/);
  });

  it("rejects bytes that are not a PDF", async () => {
    const error = await extractPages(new TextEncoder().encode("<html>not a pdf</html>")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreadablePdfError);
    expect((error as UnreadablePdfError).reason).toMatch(/not a PDF/);
  });
});
