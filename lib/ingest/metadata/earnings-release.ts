// Earnings releases: "PepsiCo Reports First-Quarter 2023 Results", "Ulta Beauty Announces Second
// Quarter Fiscal 2023 Results", "MGM RESORTS INTERNATIONAL REPORTS FOURTH QUARTER AND FULL YEAR
// 2022 FINANCIAL AND OPERATING RESULTS", or no headline and a lead sentence: "Johnson & Johnson
// (NYSE: JNJ) today announced results for first-quarter 2023". The period, the release date and
// the company are read from the headline, the lead sentence and the dateline.
import { dateAfter, findDates } from "./dates";
import { prose, type PageText } from "./page-text";

export interface ReleaseFacts {
  /** The headline ("PepsiCo Reports First-Quarter 2023 Results"); null when the release has none. */
  headline: string | null;
  quarter: number | null;
  /** The release reports a whole year (alone, or with its fourth quarter). */
  fullYear: boolean;
  /** A fiscal year the release names for its period ("fiscal 2023", "FY24", "First-Quarter 2023"). */
  namedYear: number | null;
  /** True when the name came with the word "fiscal" or "FY" (the filer's own fiscal naming). */
  namedAsFiscal: boolean;
  periodEnd: string | null;
  releaseDate: string | null;
  /** The company as the headline or lead sentence writes it. */
  subject: string | null;
  /** The words before the period in a headline without "reports" ("Acme Cloud Growth Drives"). */
  headlinePrefix: string | null;
  tickers: string[];
}

const VERB = /\b(reports?|announces?|posts?|delivers?)\b/i;
const RESULTS = /\b(results|earnings)\b/i;
const LEAD = /\b(?:announced|reported|released|posted)\s+(?:its\s+|their\s+)?(?:[\w-]+\s+){0,4}?(?:results|earnings)\b[^.]{0,160}/i;
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4 };
const QUARTER = /\b(first|second|third|fourth|1st|2nd|3rd|4th)[-\s]*quarter\b|\bQ([1-4])\b|\b([1-4])Q(?:\d\d)?\b/i;
const FULL_YEAR = /\bfull[-\s]+(?:fiscal\s+)?year\b|\bannual\s+results\b|\byear[-\s]end\s+results\b/i;
const YEAR_RESULTS = /\b(?:fiscal\s+)?(?:year\s+)?(?:19|20)\d\d\s+(?:financial\s+)?results\b/i;
const FISCAL_NAMED = /\bfiscal\s+(?:year\s+)?((?:19|20)\d\d)\b|\bFY\s?'?((?:19|20)\d\d|\d\d)\b/;
const PLAIN_YEAR = /\b((?:19|20)\d\d)\b/;
const TICKER = /[([]\s*(?:NYSE|NASDAQ|Nasdaq|NasdaqGS|NYSE American|NYSE Arca|TSX|LSE|ASX)\s*:\s*([A-Z][A-Z0-9.]{0,6})\s*[)\]]/g;

/** The opening lines that can hold a headline: before the first long paragraph of figures. */
const HEAD_LINES = 25;

const BULLET = /^[•▪●■◦*–—-]/;
const SUBJECT = /^[A-Z0-9][\w&.,'’\- ]{0,70}$/;

/** Bullets, quotations, paragraphs and table rows are the body, not the headline. */
function headlineLike(line: string): boolean {
  return !BULLET.test(line) && !/[“”"]/.test(line) && line.length <= 160 && !line.includes(" | ");
}

function headline(lines: string[]): { text: string; subject: string | null; prefix: string | null } | null {
  const top = lines.slice(0, HEAD_LINES);
  for (let i = 0; i < top.length; i++) {
    if (!headlineLike(top[i]!)) continue;
    const line = prose(top[i]!);
    const following = top.slice(i + 1, i + 3).filter(headlineLike).map(prose);
    const joined = [line, ...following].join(" ");
    const verb = VERB.exec(line);
    const subject = verb ? line.slice(0, verb.index).replace(/^(exhibit\s+99(?:\.\d+)?|news release|press release)\s*/i, "").trim() : "";
    // "X Reports …" names the company; a headline without that verb ("Cloud Strength Drives
    // Fourth Quarter Results") still names the period.
    const start = verb && SUBJECT.test(subject) ? verb.index : QUARTER.exec(line)?.index ?? FULL_YEAR.exec(line)?.index ?? -1;
    if (start < 0) continue;
    const afterStart = joined.slice(start);
    const results = RESULTS.exec(afterStart);
    if (!results || results.index > 160) continue;
    // The period is named before the word "results"; what follows ("; Raises Full-Year
    // Guidance") is news of another kind.
    const named = verb && SUBJECT.test(subject);
    const prefix = named ? null : line.slice(0, start).trim();
    return { text: afterStart.slice(0, results.index + results[0].length), subject: named ? subject : null, prefix: prefix || null };
  }
  return null;
}

/** True when the page reads as an earnings release (headline or lead sentence about results). */
export function isEarningsReleasePage(page: PageText): boolean {
  return Boolean(headline(page.lines)) || LEAD.test(prose(page.flat.slice(0, 3000)));
}

function quarterOf(text: string): number | null {
  const m = QUARTER.exec(text);
  if (!m) return null;
  return m[1] ? ORDINALS[m[1].toLowerCase()]! : Number(m[2] ?? m[3]);
}

/** "(NYSE: BBY)", "[NYSE: LMT]", "(Nasdaq: COST)" — the first is the issuer's. */
export function exchangeTickers(text: string): string[] {
  return [...new Set([...text.matchAll(TICKER)].map((m) => m[1]!))];
}

/** The release date: the dateline date ("MINNEAPOLIS, March 2, 2023 --"), else a date line. */
function releaseDate(lines: string[], flat: string): string | null {
  for (const d of findDates(flat.slice(0, 4000))) {
    const after = flat.slice(d.end, d.end + 16);
    if (/^\s*(?:\)\s*)?(?:[-–—]|\/\s*PRNewswire|\/\s*(?:Business|Globe)\s*Wire|--)/i.test(after)) return d.iso;
  }
  // A line (or table cell) that is only a date, near the top: "August 24, 2023", "4/25/2023".
  for (const line of lines.slice(0, 12)) {
    for (const cell of line.split(" | ")) {
      const only = findDates(cell);
      if (only.length === 1 && cell.trim().length <= only[0]!.end - only[0]!.index + 2) {
        // A printed-from-browser header ("7/16/23, 3:13 PM") is the print date, not the release's.
        if (!/\d{1,2}:\d\d/.test(line)) return only[0]!.iso;
      }
    }
  }
  return findDates(flat.slice(0, 1500)).map((d) => d.iso)[0] ?? null;
}

function withoutDates(text: string): string {
  let out = text;
  for (const d of findDates(text).reverse()) out = `${out.slice(0, d.index)} ${out.slice(d.end)}`;
  return out;
}

export function readRelease(page: PageText): ReleaseFacts | null {
  const head = headline(page.lines);
  const text = prose(page.flat.slice(0, 5000));
  const lead = LEAD.exec(text)?.[0] ?? "";
  if (!head && !lead) return null;
  const periodText = `${head?.text ?? ""} ${lead}`;
  const quarter = quarterOf(periodText);
  // Only the words about the period count: elsewhere "FY24" is as likely the outlook's year.
  const fiscal = FISCAL_NAMED.exec(periodText);
  // A year inside a date ("quarter ended July 29, 2023") names no fiscal year; the period end does.
  const plain = PLAIN_YEAR.exec(withoutDates(periodText));
  const ended = /\bended\b/i.exec(lead);
  // "… – Johnson & Johnson (NYSE: JNJ) today announced": the name before the ticker and "today".
  const leadSubject = /([A-Z][\w.,'’&\- ]{1,80}?)\s*(?:[([][^)\]]{2,30}[)\]]\s*)*(?:\([^)]*“[^”]*”[^)]*\)\s*)?today\s/.exec(text);
  return {
    headline: head ? (head.subject ? `${head.subject} ${head.text}` : head.text).replace(/\s+/g, " ").trim() : null,
    quarter,
    // "Fiscal 2023 Results" without a quarter is a year's results.
    fullYear: FULL_YEAR.test(periodText) || (!quarter && Boolean(head) && YEAR_RESULTS.test(head!.text)),
    namedYear: fiscal ? Number(fiscal[1] ?? (fiscal[2]!.length === 2 ? `20${fiscal[2]}` : fiscal[2])) : plain ? Number(plain[1]) : null,
    namedAsFiscal: Boolean(fiscal),
    periodEnd: ended ? dateAfter(lead, ended.index + ended[0].length, 30)?.iso ?? null : null,
    releaseDate: releaseDate(page.lines, text),
    subject: head?.subject || leadSubject?.[1]?.replace(/^.*\s[-–—]{1,2}\s+/, "").trim() || null,
    headlinePrefix: head?.prefix ?? null,
    tickers: exchangeTickers(text.slice(0, 3000)),
  };
}

export type EarningsMaterial = "release" | "presentation" | "transcript";

/**
 * Which kind of earnings material a document without an SEC cover is: a call transcript (an
 * operator hands over to speakers), a slide deck (many pages of few words), or a release.
 */
export function earningsMaterial(pages: PageText[]): EarningsMaterial {
  const opening = pages.slice(0, 6);
  const operatorTurns = opening.reduce((n, p) => n + p.lines.filter((l) => /^operator\b\s*[:\-–—]?/i.test(l)).length, 0);
  if (operatorTurns >= 2 || /\btranscript\b/i.test(pages[0]?.flat.slice(0, 1500) ?? "")) return "transcript";
  const words = pages.map((p) => p.flat.split(/\s+/).filter(Boolean).length).sort((a, b) => a - b);
  if (pages.length >= 5 && words[Math.floor(words.length / 2)]! < 120) return "presentation";
  return "release";
}
