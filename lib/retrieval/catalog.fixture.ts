// A small catalog for retrieval tests: two annual reports, a quarterly report and an earnings
// release (filed twice) of one company, a report of another, and a company with no filings.
// Pages are Markdown as ingestion writes them, with their kinds as the classifier reads them.
import type { Db } from "../db/connection";
import type { DocumentCategory } from "../catalog/codes";
import type { Company } from "../catalog/types";
import { saveDocument, upsertCompanies } from "../catalog/write-catalog";
import { classifyPage } from "../pages/classify-page";

const company = (id: string, name: string, tickers: string[], aliases: string[]): Company => ({
  id, name, tickers, aliases, countries: ["US"], filesWithSec: true, cik: null, permid: null, listed: true,
});

export const ACME = company("00000000-0000-4000-8000-00000000ac01", "Acme Industries, Inc.", ["ACME"], ["Acme"]);
export const GLOBEX = company("00000000-0000-4000-8000-000000000b01", "Globex Corporation", ["GBX"], ["Globex"]);
export const INITECH = company("00000000-0000-4000-8000-0000000001e1", "Initech LLC", ["INIT"], []);

const statement = (title: string, header: string, rows: [string, ...string[]][]) =>
  [`ACME INDUSTRIES, INC.`, title, "(In millions)", header, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");

function annualPages(year: number, scale: number): string[] {
  const n = (v: number) => Math.round(v * scale).toLocaleString("en-US");
  const years = `| Year Ended December 31, | ${year} | ${year - 1} | ${year - 2} |`;
  return [
    `UNITED STATES\nSECURITIES AND EXCHANGE COMMISSION\nWashington, D.C. 20549\nFORM 10-K\nCommission File Number 1-0000\nACME INDUSTRIES, INC.\n(Exact name of registrant as specified in its charter)`,
    `Table of Contents\n| Item 1. | Business | 3 |\n| Item 1A. | Risk Factors | 4 |\n| Item 2. | Properties | 5 |\n| Item 3. | Legal Proceedings | 5 |\n| Item 5. | Market | 6 |\n| Item 7. | MD&A | 7 |\n| Item 8. | Financial Statements | 8 |\n| Item 9. | Changes | 12 |`,
    `Item 1A. Risk Factors\nOur business is cyclical and depends on the demand of airlines for new aircraft. Demand for our products falls in downturns of the economy and rises in expansions, so our results vary with the economic cycle. We also face competition from larger rivals, and our suppliers may fail to deliver parts on time, which could delay our deliveries to customers and reduce our revenue in ${year}. Changes in interest rates, trade policy and the cost of raw materials such as aluminium and titanium may raise our costs, and we may not be able to pass those costs on to customers under fixed-price contracts.`,
    statement("CONSOLIDATED STATEMENTS OF OPERATIONS", years, [
      ["Net sales", n(10000), n(9000), n(8000)], ["Cost of sales", n(6000), n(5500), n(5000)], ["Gross profit", n(4000), n(3500), n(3000)],
      ["Selling, general and administrative expenses", n(2500), n(2300), n(2000)], ["Operating income", n(1500), n(1200), n(1000)],
      ["Income before income taxes", n(1400), n(1100), n(900)], ["Provision for income taxes", n(400), n(300), n(250)], ["Net income", n(1000), n(800), n(650)],
    ]),
    statement("CONSOLIDATED BALANCE SHEETS", `| | December 31, ${year} | December 31, ${year - 1} |`, [
      ["Cash and cash equivalents", n(500), n(400)], ["Accounts receivable, net", n(700), n(600)], ["Inventories", n(1100), n(900)],
      ["Total current assets", n(2300), n(1900)], ["Property, plant and equipment, net", n(4000), n(3800)], ["Total assets", n(12000), n(10000)],
      ["Accounts payable", n(800), n(700)], ["Total current liabilities", n(1400), n(1300)], ["Total shareholders' equity", n(6000), n(5200)],
    ]),
    statement("CONSOLIDATED STATEMENTS OF CASH FLOWS", years, [
      ["Net income", n(1000), n(800), n(650)], ["Depreciation and amortization", n(300), n(280), n(260)],
      ["Net cash provided by operating activities", n(1600), n(1300), n(1100)], ["Purchases of property, plant and equipment", `(${n(450)})`, `(${n(400)})`, `(${n(380)})`],
      ["Net cash used in investing activities", `(${n(500)})`, `(${n(420)})`, `(${n(390)})`], ["Dividends paid", `(${n(200)})`, `(${n(180)})`, `(${n(160)})`],
      ["Net cash used in financing activities", `(${n(600)})`, `(${n(500)})`, `(${n(450)})`],
    ]),
    `EXHIBIT INDEX\n| 3.1 | Certificate of Incorporation (incorporated by reference to Exhibit 3.1 of Form 8-K). |\n| 3.2 | Bylaws (incorporated by reference to Exhibit 3.2 of Form 8-K). |\n| 10.1 | Credit Agreement (incorporated by reference to Exhibit 10.1 of Form 10-Q). |\n| 21.1 | Subsidiaries of the Registrant. |\n| 31.1 | Certification of the Chief Executive Officer. |`,
    `Exhibit 31.1\nCERTIFICATION\nI, Jane Doe, certify that:\n1. I have reviewed this annual report on Form 10-K of Acme Industries, Inc. covering capital expenditures, revenue and cash;\n2. Based on my knowledge, this report does not contain any untrue statement of a material fact.`,
  ];
}

const RELEASE = `Acme Reports Second Quarter 2020 Results\nNet sales rose 8 percent to $2.7 billion in the second quarter, driven by record aircraft deliveries and strong aftermarket demand. Operating margin expanded to 15.2 percent. The company raised its full-year guidance for revenue growth to 6 to 7 percent and expects free cash flow above $1.4 billion.`;

export interface FixtureDocument {
  id: string;
  companyId: string;
  category: DocumentCategory;
  formType: string | null;
  date: string;
  fiscalYear: number;
  fiscalQuarter: number | null;
  pages: string[];
}

const doc = (n: number, rest: Omit<FixtureDocument, "id">): FixtureDocument => ({ id: `00000000-0000-4000-8000-0000000d00${String(n).padStart(2, "0")}`, ...rest });

export const ACME_10K_2019 = doc(1, { companyId: ACME.id, category: "annual-financial-report", formType: "10-K", date: "2019-12-31", fiscalYear: 2019, fiscalQuarter: null, pages: annualPages(2019, 1) });
export const ACME_10K_2018 = doc(2, { companyId: ACME.id, category: "annual-financial-report", formType: "10-K", date: "2018-12-31", fiscalYear: 2018, fiscalQuarter: null, pages: annualPages(2018, 0.9) });
export const ACME_10Q_2020Q2 = doc(3, {
  companyId: ACME.id, category: "interim-financial-report", formType: "10-Q", date: "2020-06-30", fiscalYear: 2020, fiscalQuarter: 2,
  pages: [statement("CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS (Unaudited)", "| Three Months Ended June 30, | 2020 | 2019 |", [
    ["Net sales", "2,700", "2,500"], ["Cost of sales", "1,600", "1,500"], ["Gross profit", "1,100", "1,000"], ["Operating income", "410", "360"],
    ["Income before income taxes", "390", "340"], ["Provision for income taxes", "90", "80"], ["Net income", "300", "260"],
  ]), `Restructuring\nDuring the quarter the company recorded restructuring charges for the closure of two plants; the restructuring liability covers severance payments to employees and lease exit costs, expected to be paid within twelve months.`],
});
export const ACME_8K_RELEASE = doc(4, { companyId: ACME.id, category: "earnings-release", formType: "8-K", date: "2020-07-30", fiscalYear: 2020, fiscalQuarter: 2, pages: [`Exhibit 99.1\n${RELEASE}`] });
export const ACME_RELEASE_COPY = doc(5, { companyId: ACME.id, category: "earnings-release", formType: null, date: "2020-07-30", fiscalYear: 2020, fiscalQuarter: 2, pages: [`Exhibit 99.1\n${RELEASE}`] });
export const GLOBEX_10K_2019 = doc(6, {
  companyId: GLOBEX.id, category: "annual-financial-report", formType: "10-K", date: "2019-12-31", fiscalYear: 2019, fiscalQuarter: null,
  pages: [`Card Members\nGlobex retained its card members through 2019: card member retention stayed above 98 percent, and the average card member spent more than in any prior year, while new card acquisitions reached a record.`],
});

export const FIXTURE_DOCUMENTS = [ACME_10K_2019, ACME_10K_2018, ACME_10Q_2020Q2, ACME_8K_RELEASE, ACME_RELEASE_COPY, GLOBEX_10K_2019];

export function seedRetrievalCatalog(database: Db): void {
  upsertCompanies(database, [ACME, GLOBEX, INITECH]);
  for (const d of FIXTURE_DOCUMENTS) {
    saveDocument(database, {
      id: d.id, companyId: d.companyId, category: d.category, formType: d.formType, title: `${d.formType ?? "Release"} ${d.fiscalYear}`,
      description: "", date: d.date, fiscalYear: d.fiscalYear, fiscalQuarter: d.fiscalQuarter,
      fiscalPeriod: d.fiscalQuarter ? "quarter" : "year", language: "en",
      metadata: { sha256: d.id.replace(/-/g, "").padEnd(64, "0"), sourceFileName: `${d.id}.pdf`, pageCount: d.pages.length },
      pageCount: d.pages.length, originalPath: "", markdownPath: "",
    }, d.pages.map((content, i) => ({ pageNumber: i + 1, content, kind: classifyPage(content), garbled: false })));
  }
}
