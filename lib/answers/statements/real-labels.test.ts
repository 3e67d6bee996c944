// Rows named in a question's own wording, and balance-sheet subtotals broken into their rows, read
// from real filings as ingestion renders them.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogDocument } from "../../catalog/types";
import { rowLabelItem } from "../../finance";
import { readQuestion } from "../../retrieval/read-question";
import { corpusPages } from "../../testing/corpus-pages";
import { citationRef } from "../citation-refs";
import { componentAnswer } from "../compose/component-answer";
import type { CitablePage } from "../engines/engine";
import { figureText } from "../compose/format";
import { FigureBook, horizonOf } from "./figure-book";

async function balanceSheet(file: string, fiscalYear: number, page: number, companyName = "Filer Inc."): Promise<CitablePage> {
  const document = { id: `${file.slice(0, 8)}-0000-4000-8000-000000000000`, companyId: "c", companyName, fiscalYear, fiscalQuarter: null, date: `${fiscalYear}-12-31` } as unknown as CatalogDocument;
  const pages = await corpusPages(`${file}.pdf`);
  return { ref: citationRef(document.id, page), document, pageNumber: page, kind: "balance-sheet", score: 1, content: pages[page - 1]!.markdown };
}

describe("rows by their label and subtotals by their rows, on real balance sheets", () => {
  let mmm: CitablePage;
  let pfizer: CitablePage;
  let adobe: CitablePage;

  beforeAll(async () => {
    // 3M 10-K 2021, balance sheet p47 (columns headed by year only, "At December 31" above).
    mmm = await balanceSheet("ba87f86df45ba4c6", 2021, 47);
    // Pfizer 10-K 2020, balance sheet p63 (the years in a text line, no header row of its own).
    pfizer = await balanceSheet("57386f5d72aa8579", 2020, 63);
    // Adobe 10-K fiscal 2016, balance sheet p61 (in thousands; "Deferred revenue" under current and long-term liabilities).
    adobe = await balanceSheet("655153cdaed14d70", 2016, 61);
  });

  it("takes the row under the horizon asked when a label is both current and long-term", () => {
    expect([horizonOf("long-term (non-current) deferred revenue"), horizonOf("current deferred revenue"), horizonOf("deferred revenue")]).toEqual(["noncurrent", "current", null]);
    expect(horizonOf("current portion of long-term debt")).toBe("current");
    expect(horizonOf("revenue in the current year")).toBeNull();
    const deferred = rowLabelItem("deferred revenue");
    expect(new FigureBook([adobe], 2016, { horizon: "noncurrent" }).find(deferred, 2016)?.amount).toBe(69_131_000);
    expect(new FigureBook([adobe], 2016, { horizon: "current" }).find(deferred, 2016)?.amount).toBe(1_945_619_000);
    expect(new FigureBook([adobe], 2016).find(deferred, 2016)?.amount).toBe(1_945_619_000);
  });

  it("reads a year column of an annual balance sheet for the date asked, and a row by its label", () => {
    const book = new FigureBook([mmm], 2020, { endsOn: "12-31" });
    expect(book.find("ppeNet", 2020)?.amount).toBe(9_421_000_000);
    expect(book.find(rowLabelItem("Intangible assets — net"), 2020)?.amount).toBe(5_835_000_000);
    expect(new FigureBook([pfizer], 2019, { endsOn: "12-31" }).find(rowLabelItem("dividends payable"), 2019)?.amount).toBe(2_104_000_000);
  });

  it("reads a bare 'Debt' row as current or long-term by where it stands on the balance sheet", async () => {
    // Adobe 10-K fiscal 2022, balance sheet p53: "Debt" under current liabilities, and again after their total.
    const sheet = await balanceSheet("ce8c716abac26bfa", 2022, 53, "Adobe Inc.");
    const book = new FigureBook([sheet], 2022);
    expect(book.find("longTermDebt", 2022)?.amount).toBe(3_629_000_000);
    expect(book.find("shortTermDebt", 2022)?.amount).toBe(500_000_000);
  });

  it("reads a row printed by its initials, a row of percentages as a percentage", async () => {
    // CVS Health 10-K 2022, p81: "MBR (Benefit costs as a % of premium revenues) | 84.0% | 85.0% | 80.9% | (100)bps | …".
    const page = { ...(await balanceSheet("183c196a41793cd5", 2022, 81, "CVS Health Corporation")), kind: "narrative" as const };
    const ratio = new FigureBook([page], 2022).find(rowLabelItem("medical benefit ratio"), 2022);
    expect([ratio?.printed, ratio?.amount]).toEqual([84, 84]);
    expect(figureText(ratio!, null)).toBe("84.0%");
  });

  it("reads a label past the company's own name, an 'includes' aside and the amounts of its allowance", async () => {
    // Coca-Cola 10-K 2017, balance sheet p76: "EQUITY ATTRIBUTABLE TO SHAREOWNERS OF THE COCA-COLA COMPANY".
    const coke = await balanceSheet("b57c75cf20916904", 2017, 76, "The Coca-Cola Company");
    const equity = new FigureBook([coke], 2017, { endsOn: "12-31" }).find(rowLabelItem("equity attributable to shareowners"), 2016);
    expect([equity?.amount, equity?.row.label]).toEqual([23_062_000_000, "EQUITY ATTRIBUTABLE TO SHAREOWNERS OF THE COCA-COLA COMPANY"]);
    // American Express 10-K 2022, balance sheet p98: "Card Member receivables (includes gross receivables
    // available to settle obligations of a consolidated variable interest entity: …), less reserves for
    // credit losses: 2022, $229; 2021, $64".
    const amex = await balanceSheet("d3bbc7ab23d6160e", 2022, 98);
    const receivables = new FigureBook([amex], 2021, { endsOn: "12-31" }).find(rowLabelItem("card member receivables, net of reserves"), 2021);
    expect(receivables?.amount).toBe(53_581_000_000);
  }, 60_000);

  it("reads a qualified wording ('…, net of amounts capitalized') as the item, over a subsidiary's plain one", async () => {
    // MGM Resorts 10-K 2017 (in thousands): the consolidated statement p67, a subsidiary's p175 with "Interest expense, net".
    const consolidated = await balanceSheet("3ca2fbc51b6306df", 2017, 67);
    const subsidiary = await balanceSheet("3ca2fbc51b6306df", 2017, 175);
    const interest = new FigureBook([subsidiary, consolidated], 2017).find("interestExpense", 2017);
    expect([interest?.amount, interest?.page.pageNumber]).toEqual([668_745_000, 67]);
  }, 60_000);

  it("reads the row of the wording the question uses, not a shorter wording that is one line of its breakdown", async () => {
    // Verizon 10-K 2020: the balance sheet (p56) and the note breaking its payables down (p103),
    // whose table reads as a balance sheet too; both have the year-end columns asked.
    const sheet = await balanceSheet("3631e14a418c2b4c", 2020, 56);
    const note = await balanceSheet("3631e14a418c2b4c", 2020, 103);
    const question = "Verizon accounts payable and accrued liabilities, Dec 31 2019?";
    const figure = new FigureBook([sheet, note], 2019, { endsOn: "12-31", question }).find("accountsPayable", 2019);
    expect(figure?.amount).toBe(21_806_000_000);
    expect(figure?.page.pageNumber).toBe(56);
  });

  it("names the largest row of the current liabilities, the rows adding up to their total", () => {
    const question = "What was the largest current liability on Filer's balance sheet at December 31, 2019?";
    const answer = componentAnswer(question, readQuestion(question), 2019, [pfizer]);
    expect(answer?.text).toMatch(/largest current liability at the end of FY2019 was "Short-term borrowings, including current portion of long-term debt[^"]*": \*\*\$16,195 million\*\*/);
    expect(answer?.text).toContain("- Total current liabilities: $37,304 million");
    for (const excerpt of answer!.excerpts.values()) expect(pfizer.content.includes(excerpt)).toBe(true);
  });
});
