import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../catalog/registry";
import { collectFiscalCalendars, fiscalYearUnderCalendar } from "../../periods";
import { readMetadata } from "./read-metadata";

// Pages written the way the extractor writes them: lines, and table rows as Markdown tables.
const registry = parseRegistry([
  { name: "Best Buy Co., Inc.", cik: "764478", tickers: ["BBY"], aliases: ["Best Buy"] },
  { name: "Walmart Inc.", cik: "104169", tickers: ["WMT"], aliases: ["Walmart", "Wal-Mart Stores"] },
  { name: "PepsiCo, Inc.", cik: "77476", tickers: ["PEP"], aliases: ["Pepsi", "PepsiCo"] },
  { name: "Ulta Beauty, Inc.", cik: "1403568", tickers: ["ULTA"], aliases: ["Ulta"] },
  { name: "Foot Locker, Inc.", cik: "850209", tickers: ["FL"], aliases: ["Foot Locker"] },
  { name: "Lockheed Martin Corporation", cik: "936468", tickers: ["LMT"], aliases: ["Lockheed Martin"] },
]);

const annualCover = `UNITED STATES
SECURITIES AND EXCHANGE COMMISSION
Washington, D.C. 20549
**FORM 10-K**
☒ ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934
For the fiscal year ended January 31, 2018
Commission file number 001-6991
WAL-MART STORES, INC.
(Exact name of registrant as specified in its charter)
| Delaware | 71-0415188 |
|---|---|
| (State or other jurisdiction of incorporation) | (IRS Employer Identification No.) |`;

const annualBody = `Our discussion is as of and for the fiscal years ended January 31, 2018 ("fiscal 2018") and January 31, 2017 ("fiscal 2017").
Consolidated Statements of Income
| (Amounts in millions) | Fiscal 2018 | Fiscal 2017 |
| Total revenues | 500,343 | 485,873 |`;

const quarterlyCover = `UNITED STATES
SECURITIES AND EXCHANGE COMMISSION
Washington, D.C. 20549
FORM 10-Q
x | QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934
For the quarterly period ended July 29, 2023
Commission File Number: 1-9595
BEST BUY CO., INC.
(Exact name of registrant as specified in its charter)
| Title of each class | Trading Symbol | Name of exchange on which registered |
| Common Stock, $0.10 par value per share | BBY | New York Stock Exchange |`;

const quarterlyBody = `Condensed Consolidated Statements of Earnings
| | Three Months Ended | | Six Months Ended | |
| | July 29, 2023 | July 30, 2022 | July 29, 2023 | July 30, 2022 |
Revenue for the six months ended July 29, 2023 decreased.
Between the end of the second quarter of fiscal 2024 on July 29, 2023, and August 30, 2023, we repurchased shares.`;

const currentCover = `UNITED STATES
SECURITIES AND EXCHANGE COMMISSION
WASHINGTON, D.C. 20549
FORM 8-K
CURRENT REPORT
Pursuant to Section 13 or 15(d) of the Securities Exchange Act of 1934
Date of Report (Date of earliest event reported): April 25, 2023
PepsiCo, Inc.
(Exact name of registrant as specified in its charter)
| North Carolina | 1-1183 | 13-1584302 |
| (State or Other Jurisdiction of Incorporation) | (Commission File Number) | (IRS Employer Identification No.) |
| Common Stock, par value 1-2/3 cents per share | PEP | The Nasdaq Stock Market LLC |
| Title of each class | Trading Symbol(s) | Name of each exchange on which registered |`;

const currentItems = `Item 2.02. Results of Operations and Financial Condition.
On April 25, 2023, PepsiCo issued a press release announcing its results for the first quarter of 2023.
Item 9.01. Financial Statements and Exhibits.
SIGNATURES`;

const release = `Exhibit 99.1
PepsiCo Reports First-Quarter 2023 Results; Raises Full-Year Guidance
PURCHASE, N.Y. - April 25, 2023 - PepsiCo, Inc. (NASDAQ: PEP) today reported results for the first quarter 2023.
Condensed Consolidated Statement of Income`;

describe("readMetadata", () => {
  it("reads an annual report: company, form, period end and the filer's fiscal year", () => {
    const r = readMetadata([annualCover, annualBody], registry);
    expect(r.company?.cik).toBe("104169");
    expect(r.companyInRegistry).toBe(true);
    expect(r).toMatchObject({
      formType: "10-K", category: "annual-financial-report", date: "2018-01-31", fiscalYear: 2018, fiscalQuarter: null, fiscalPeriod: "year",
      language: "en", items8k: [],
    });
    expect(r.fiscalCalendar).toEqual({ endMonth: 1, endDay: 31, naming: "end-year" });
    expect(r.title).toBe("Walmart Inc. FY2018 Annual Report (Form 10-K)");
    expect(r.description).toMatch(/^Annual report on Form 10-K of Walmart Inc\. for the fiscal year ended January 31, 2018 \(fiscal 2018\)\. It contains the income statement/);
  });

  it("reads a quarterly report: quarter from the year-to-date span, fiscal year as the filer names it", () => {
    const r = readMetadata([quarterlyCover, quarterlyBody], registry);
    expect(r.company?.cik).toBe("764478");
    expect(r).toMatchObject({
      formType: "10-Q", category: "interim-financial-report", date: "2023-07-29", fiscalYear: 2024, fiscalQuarter: 2, fiscalPeriod: "quarter",
    });
    expect(r.title).toBe("Best Buy Co., Inc. Q2 FY2024 Quarterly Report (Form 10-Q)");
  });

  it("reads an 8-K furnishing an earnings release: items, release period, report date", () => {
    const r = readMetadata([currentCover, currentItems, release], registry);
    expect(r.company?.cik).toBe("77476");
    expect(r).toMatchObject({
      formType: "8-K", category: "earnings-release", date: "2023-04-25", fiscalYear: 2023, fiscalQuarter: 1, fiscalPeriod: "quarter",
      items8k: ["2.02", "9.01"],
    });
    expect(r.title).toBe("PepsiCo, Inc. Q1 2023 Earnings Release (Form 8-K)");
    expect(r.description).toMatch(/reporting results of operations and financial condition \(Item 2\.02\)/);
  });

  it("reads an 8-K without results as a current report of its date's fiscal year", () => {
    const items = "Item 5.02 Departure of Directors or Certain Officers.\nOn April 20, 2023 a director resigned.\nSIGNATURES";
    const r = readMetadata([currentCover, items], registry);
    expect(r).toMatchObject({ category: "current-report", items8k: ["5.02"], fiscalYear: 2023, fiscalQuarter: null, fiscalPeriod: null });
    expect(r.title).toBe("PepsiCo, Inc. Current Report: Departure or Appointment of Directors or Officers (Form 8-K), April 25, 2023");
    // A calendar learned from the company's periodic reports dates it in that company's terms.
    const annual = readMetadata([annualCover.replace("WAL-MART STORES, INC.", "PEPSICO, INC."), annualBody], registry);
    const calendars = collectFiscalCalendars([annual, r]);
    expect(calendars.get(r.company!.id)).toEqual({ endMonth: 1, endDay: 31, naming: "end-year" });
    expect(fiscalYearUnderCalendar(r, calendars)).toBe(2024);
    expect(fiscalYearUnderCalendar(annual, calendars)).toBe(2018);
  });

  it("reads a stand-alone earnings release: no form, the release date, the fiscal quarter named", () => {
    const page = `August 24, 2023
Ulta Beauty Announces Second Quarter
Fiscal 2023 Results
Net Sales of $2.5 Billion Compared to $2.3 Billion in the Year-Ago Quarter
BOLINGBROOK, Ill.--(BUSINESS WIRE)-- Ulta Beauty, Inc. (NASDAQ: ULTA) today announced financial results for the thirteen-week period ("second quarter") ended July 29, 2023.`;
    const r = readMetadata([page], registry);
    expect(r.company?.cik).toBe("1403568");
    expect(r).toMatchObject({ formType: null, category: "earnings-release", date: "2023-08-24", fiscalYear: 2023, fiscalQuarter: 2 });
    expect(r.title).toBe("Ulta Beauty, Inc. Q2 FY2023 Earnings Release");
    // Without a fiscal year in words, the quarter's end date and the filer's naming decide.
    const bare = "Best Buy Reports Second Quarter Results\nMINNEAPOLIS, August 29, 2023 -- Best Buy Co., Inc. (NYSE: BBY) today announced results for the 13-week second quarter ended July 29, 2023.";
    expect(readMetadata([bare], registry)).toMatchObject({ date: "2023-08-29", fiscalYear: 2024, fiscalQuarter: 2 });
  });

  it("tells call transcripts and slide decks from releases", () => {
    const transcript = [
      "PepsiCo Q1 2023 Earnings Call Transcript\nApril 25, 2023",
      "Operator: Good morning, and welcome to the call.\nOperator: Our first question comes from the line of an analyst.",
    ];
    expect(readMetadata(transcript, registry)).toMatchObject({ category: "earnings-call-transcript", fiscalQuarter: 1, fiscalYear: 2023 });
    const slides = ["PepsiCo Q1 2023 Results\nApril 25, 2023", "Net revenue +10%", "Organic growth +14%", "Core EPS $1.50", "Outlook raised"];
    const deck = readMetadata(slides, registry);
    expect(deck).toMatchObject({ category: "earnings-presentation", formType: null, fiscalQuarter: 1 });
    expect(deck.title).toBe("PepsiCo, Inc. Q1 2023 Earnings Presentation");
  });

  it("reads a company that is not in the registry from the cover", () => {
    const cover = annualCover.replace("WAL-MART STORES, INC.", "ACME WIDGETS HOLDINGS, INC.").replace("January 31, 2018", "December 31, 2021");
    const withSymbols = `${cover}\n| Title of each class | Trading Symbol(s) | Name of each exchange on which registered |\n| Common Stock | ACWH | NYSE |\n| 4.25% Notes due 2031 | ACWH31 | NYSE |`;
    const r = readMetadata([withSymbols], registry);
    expect(r.companyInRegistry).toBe(false);
    expect(r.company).toMatchObject({ name: "Acme Widgets Holdings, Inc.", tickers: ["ACWH"], countries: ["US"], cik: null, filesWithSec: true });
    expect(r).toMatchObject({ formType: "10-K", date: "2021-12-31", fiscalYear: 2021 });
  });

  it("reads a glossy annual report without an SEC cover from its statements", () => {
    const pages = [
      "2023 Annual Report\nInnovating for the long run",
      "Dear shareholders,\nThis year we grew sales in every region and returned cash to our owners.",
      "Northwind Traders Corporation and Subsidiaries\nConsolidated Statements of Income\nFor the years ended December 31, 2023, 2022 and 2021",
      "Northwind Traders Corporation and Subsidiaries\nConsolidated Balance Sheets\nAs of December 31, 2023 and 2022",
    ];
    const r = readMetadata(pages, registry);
    expect(r.company?.name).toBe("Northwind Traders Corporation");
    expect(r).toMatchObject({ formType: null, category: "annual-financial-report", date: "2023-12-31", fiscalYear: 2023, fiscalQuarter: null });
    expect(r.title).toBe("Northwind Traders Corporation 2023 Annual Report");
  });

  it("detects the language instead of assuming it", () => {
    const french = "Le groupe a publié ses résultats annuels. La croissance des ventes est restée solide dans les marchés et le résultat net a progressé pour la troisième année. Les dividendes sont en hausse et le conseil propose une distribution aux actionnaires.";
    expect(readMetadata([french], registry).language).toBe("fr");
    expect(readMetadata(["| 1,234 | 5,678 |"], registry).language).toBeNull();
  });

  it("marks amendments in the form type", () => {
    const amended = annualCover.replace("**FORM 10-K**", "FORM 10-K/A\n(Amendment No. 1)");
    expect(readMetadata([amended], registry).formType).toBe("10-K/A");
  });

  it("never takes the cover's template words for a name: a logo name leaves the symbol and the registry as evidence", () => {
    // The name is a logo the extractor leaves no text for; "OR" stands between the check boxes.
    const cover = `UNITED STATES
SECURITIES AND EXCHANGE COMMISSION
Washington, D.C. 20549
FORM 10-K
☒ ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934
For the fiscal year ended: January 28, 2023
OR
☐
(Exact name of registrant as specified in its charter)
| New York | 13-3513936 |
| Title of each class | Trading Symbol | Name of each exchange on which registered |
| Common Stock, par value $0.01 per share | FL | New York Stock Exchange |`;
    const body = "Fiscal 2022 represented the 52 weeks ended January 28, 2023. Fiscal 2021 represented the 52 weeks ended January 29, 2022.";
    const r = readMetadata([cover, body], registry);
    expect(r.company?.name).toBe("Foot Locker, Inc.");
    expect(r.companyEvidence).toBe("trading symbol");
    // The retailer names the year ending in January 2023 by the year it began.
    expect(r).toMatchObject({ formType: "10-K", date: "2023-01-28", fiscalYear: 2022 });
    expect(r.fiscalCalendar).toEqual({ endMonth: 1, endDay: 28, naming: "start-year" });

    // Without a symbol either, the document has no company rather than one called "OR".
    const anonymous = readMetadata([cover.replace(/\| Common Stock.*$/m, ""), body], registry);
    expect(anonymous.company).toBeNull();
  });

  it("reads a quarterly report whose first page is its exhibit index, by its certification", () => {
    const pages = [
      `EXHIBIT INDEX
| Exhibit No. | Description |
| 31.1 | Certification of the Chief Executive Officer pursuant to Rule 13a-14(a) |
| 32 | Certification pursuant to Section 906 of the Sarbanes-Oxley Act of 2002 |`,
      `PART I. FINANCIAL INFORMATION
Item 1. Financial Statements
Unaudited Condensed Consolidated Statements of Earnings
| | Quarters Ended | | Nine Months Ended | |
| | Sep. 25, 2022 | Sep. 26, 2021 | Sep. 25, 2022 | Sep. 26, 2021 |
Net sales for the quarter ended September 25, 2022 were $16.6 billion; for the nine months ended September 25, 2022, $46.4 billion.`,
      `Exhibit 31.1
CERTIFICATION PURSUANT TO SECTION 302 OF THE SARBANES-OXLEY ACT OF 2002
I, James D. Taiclet, certify that:
1. I have reviewed this quarterly report on Form 10-Q of Lockheed Martin Corporation;
2. Based on my knowledge, this report does not contain any untrue statement of a material fact.`,
    ];
    const r = readMetadata(pages, registry);
    expect(r.company?.name).toBe("Lockheed Martin Corporation");
    expect(r).toMatchObject({ formType: "10-Q", category: "interim-financial-report", date: "2022-09-25", fiscalYear: 2022, fiscalQuarter: 3 });
  });

  it("names a guessed fiscal year by the naming the company's other filings show", () => {
    const cover = (form: string, period: string) =>
      `UNITED STATES\nSECURITIES AND EXCHANGE COMMISSION\nWashington, D.C. 20549\nFORM ${form}\n${period}\nFOOT LOCKER, INC.\n(Exact name of registrant as specified in its charter)`;
    // A 10-K that says nothing of how its filer names the year ending January 28, 2023 …
    const annual = readMetadata([cover("10-K", "For the fiscal year ended January 28, 2023")], registry);
    expect(annual).toMatchObject({ fiscalYear: 2023, fiscalYearSettled: false });
    expect(annual.fiscalCalendar?.namingShown).toBe(false);
    // … and a 10-Q of the same company that shows it ("the second quarter of 2022" ended in July 2022).
    const quarterly = readMetadata([cover("10-Q", "For the quarterly period ended July 30, 2022"), "Results for the twenty-six weeks ended July 30, 2022 and the twenty-six weeks ended July 31, 2021. Sales in the second quarter of 2022 decreased."], registry);
    expect(quarterly).toMatchObject({ fiscalYear: 2022, fiscalQuarter: 2, fiscalYearSettled: true });
    const calendars = collectFiscalCalendars([annual, quarterly]);
    expect(calendars.get(annual.company!.id)?.naming).toBe("start-year");
    expect(fiscalYearUnderCalendar(annual, calendars)).toBe(2022);
    expect(fiscalYearUnderCalendar(quarterly, calendars)).toBe(2022);
  });
});
