// The answer to a question about a fact the filing's cover page states (cover-fact-asked.ts): the
// value read off the cover of the filing asked about (cover-read.ts), in bold, quoting the
// cover's line. When the cover does not state it (an older cover lists no trading symbol; a
// converted cover lost its check boxes) there is no cover answer and the other readers answer.
import type { CitablePage } from "../engines/engine";
import { coverFactAsked, type CoverFact } from "./cover-fact-asked";
import { continuesCover, readCover } from "./cover-read";
import { possessive } from "./format";
import { filingLabel } from "./narrative-answer";
import type { Written } from "./written";

const NAMES: Record<CoverFact, string> = {
  "fiscal-year-end": "the end of its fiscal year",
  address: "the address of its principal executive offices",
  telephone: "its telephone number",
  incorporation: "its state or other jurisdiction of incorporation",
  "irs-number": "its I.R.S. Employer Identification Number",
  "trading-symbol": "the trading symbol of its registered securities",
  exchange: "the exchange its registered securities are listed on",
  "listed-securities": "the securities it has registered on an exchange",
  "shares-outstanding": "the shares outstanding as of the cover's date",
  "public-float": "the aggregate market value of its common equity held by non-affiliates",
  "filer-status": "its filer status",
  "file-number": "its Commission file number",
};

/**
 * A cover page, or the page after it that continues its form (the check boxes, the market value
 * held by non-affiliates, the shares outstanding often run onto a second page).
 */
export function isCoverPage(page: CitablePage): boolean {
  if (page.kind === "cover") return true;
  return /SECURITIES AND EXCHANGE COMMISSION/i.test(page.content) && /FORM\s+10-[KQ]/i.test(page.content) && /registrant/i.test(page.content);
}

/** The cover pages of the first filing among `pages` that has one, in page order. */
function coverPages(pages: CitablePage[]): CitablePage[] {
  const cover = pages.find((p) => p.kind === "cover") ?? pages.find(isCoverPage);
  if (!cover) return [];
  const same = pages.filter((p) => p.document.id === cover.document.id);
  const out = [cover];
  for (let n = cover.pageNumber + 1; n <= cover.pageNumber + 2; n++) {
    const next = same.find((p) => p.pageNumber === n);
    if (!next || !continuesCover(next.content)) break;
    out.push(next);
  }
  return out;
}

/** The cover's statement of the fact a question asks for, or null when it asks for none or the cover does not state it. */
export function coverAnswer(query: string, pages: CitablePage[]): Written | null {
  const fact = coverFactAsked(query);
  if (!fact) return null;
  for (const page of coverPages(pages)) {
    // A quarterly report's cover gives the quarter's end, not the fiscal year's.
    if (fact === "fiscal-year-end" && page.document.fiscalQuarter) return null;
    const read = readCover(fact, page.content);
    if (!read) continue;
    const d = page.document;
    const quote = read.line.split("\n").map((l) => `> ${l}`).join("\n");
    return {
      text: `The cover page of ${possessive(d.companyName)} ${filingLabel(page)} states ${NAMES[fact]}: **${read.value}** [${page.ref}].\n\n${quote}\n\nSource: page ${page.pageNumber}.`,
      excerpts: new Map([[page.ref, read.line]]),
    };
  }
  return null;
}
