// Documents as real filings sometimes leave them: no date, no fiscal year or quarter, no company
// that could be matched. Added to the fixture catalog for the tests that check every operation
// still answers (and for the fuzz test's server), with text that questions about board votes,
// revenue and periods will find.
import { companyId } from "@/lib/catalog/ids";
import type { Company } from "@/lib/catalog/types";
import type { Db } from "@/lib/db/connection";
import { fixtureDocument, seedCatalog, type FixtureDocument } from "./catalog-fixture";

export const QUILLFEATHER: Company = {
  id: companyId({ cik: "1999001", name: "Quillfeather Corp", country: "US" }),
  name: "Quillfeather Corp", tickers: ["QLF"], countries: ["US"], filesWithSec: true, cik: "1999001",
  permid: null, aliases: [], listed: true,
};
export const UNMATCHED: Company = {
  id: companyId({ name: "Unidentified filer" }),
  name: "Unidentified filer", tickers: [], countries: [], filesWithSec: false, cik: null, permid: null, aliases: [], listed: false,
};

const VOTES =
  "Item 5.07 Submission of Matters to a Vote of Security Holders. At the annual meeting the board member nominees " +
  "were elected. Votes for, votes against and abstentions for each nominee: Jane Roe 9,100,000 for, 4,200,000 against.";

export const INCOMPLETE_DOCUMENTS: FixtureDocument[] = [
  // A current report with nothing dated at all.
  fixtureDocument(
    { company: QUILLFEATHER, category: "current-report", formType: "8-K", date: null, fiscalYear: null, fiscalQuarter: null, fiscalPeriod: null },
    VOTES,
  ),
  // An earnings release whose period could not be read.
  fixtureDocument(
    { company: QUILLFEATHER, category: "earnings-release", formType: null, date: "2023-02-14", fiscalYear: null, fiscalQuarter: null, fiscalPeriod: null },
    "Quillfeather reports fourth quarter results. Revenue was 412 million dollars, net income 37 million.",
  ),
  // An annual report with a fiscal year but no date.
  fixtureDocument(
    { company: QUILLFEATHER, category: "annual-financial-report", formType: "10-K", date: null, fiscalYear: 2022, fiscalQuarter: null, fiscalPeriod: "year" },
    "Consolidated statements of income. Total revenue 1,610 million; operating income 220 million for fiscal 2022.",
  ),
  // A filing whose company could not be identified, with nothing dated.
  fixtureDocument(
    { company: UNMATCHED, category: "shareholder-meeting-circular", formType: null, date: null, fiscalYear: null, fiscalQuarter: null, fiscalPeriod: null },
    "Proxy statement. The board recommends a vote for each nominee. Votes against a nominee are counted.",
  ),
];

/** The fixture catalog plus the incomplete documents. */
export function seedWithIncompleteDocuments(database: Db, filesDir: string): void {
  seedCatalog(database, filesDir, { companies: [QUILLFEATHER, UNMATCHED], documents: INCOMPLETE_DOCUMENTS });
}
