// The SEC cover page: the form, the period or event date, the registrant's name, its trading
// symbols and its state or country of incorporation. Covers follow one template with many
// typographic variants (check-box glyphs, split lines, tables), so every reading here looks for
// the template's fixed phrases, never for positions.
import { SEC_FORM_TYPES, type SecFormType } from "../../catalog/codes";
import { dateAfter, findDates } from "./dates";
import { cells, prose, type PageText } from "./page-text";
import { countryOfJurisdiction } from "./jurisdictions";

export interface CoverFacts {
  /** 0-based index of the cover page in the document. */
  pageIndex: number;
  formType: SecFormType;
  /** "For the fiscal year ended …" / "For the quarterly period ended …". */
  periodEnd: string | null;
  /** 8-K "Date of Report (Date of earliest event reported)"; registration statements: the filing date; 6-K: the month. */
  reportDate: string | null;
  registrantName: string | null;
  /** Short cover lines and cells that may carry the company's name (a logo leaves none). */
  nameCandidates: string[];
  tickers: string[];
  /** Symbols of the common or ordinary shares, when the table says which row is which. */
  shareTickers: string[];
  country: string | null;
  cik: string | null;
}

/** How far into a document a cover may sit (glossy annual reports wrap the 10-K). */
const COVER_SEARCH_PAGES = 40;

const FORMS = "10-K|10-Q|8-K|6-K|20-F|40-F|S-1|F-1|S-3|F-3|S-4|F-4|S-8|F-8";
const FORM_LINE = new RegExp(`^form\\s*(${FORMS})(\\s*/\\s*A)?(?![\\w-])`, "i");
const FORM_LINE_REPEATED = new RegExp(`^form\\s*(${FORMS})(\\s*/\\s*A)?form`, "i");
const SCHEDULE_14 = /^schedule\s+14([AC])\b/i;
const AMENDMENT = /\bamendment\s+no\.?\s*\d|\bpre-effective amendment|\bpost-effective amendment/i;

function formOfLine(line: string): { form: string; amended: boolean } | null {
  const m = FORM_LINE.exec(line) ?? FORM_LINE_REPEATED.exec(line);
  if (m) return { form: m[1]!.toUpperCase(), amended: Boolean(m[2]) };
  const s = SCHEDULE_14.exec(line);
  if (s) return { form: `SCHEDULE 14${s[1]!.toUpperCase()}`, amended: false };
  return null;
}

/** The form named by the cover's template phrases when no "FORM …" line survived extraction. */
function formOfTemplate(flat: string): string | null {
  const head = flat.slice(0, 2500);
  if (/annual report pursuant to section 13 or 15\s*\(d\)/i.test(head) && /fiscal year ended/i.test(head)) return "10-K";
  if (/quarterly report pursuant to section 13 or 15\s*\(d\)/i.test(head) && /period ended/i.test(head)) return "10-Q";
  if (/current report\s+pursuant to section 13 or 15\s*\(d\)/i.test(head) && /date of report/i.test(head)) return "8-K";
  return null;
}

const CHECKED = /[☒☑■✓✔ýþ]|\b[xX]\b|\[\s*[xX]\s*\]/;

/** Schedule 14A/14C covers say which kind of statement it is by a checked box. */
function proxyForm(lines: string[], schedule: "A" | "C"): SecFormType {
  const checked = (label: RegExp) => lines.some((l) => label.test(l) && CHECKED.test(l.replace(label, "")));
  if (checked(/definitive additional materials/i)) return `DEFA14${schedule}` as SecFormType;
  if (checked(/merger|business combination/i)) return `DEFM14${schedule}` as SecFormType;
  return `DEF 14${schedule}` as SecFormType;
}

/** The commission's heading; a mere mention ("filed with the Securities and Exchange Commission") is not one. */
const SEC_TITLE = /20549|united\s+states\s+securities\s+and\s+exchange\s+commission/i;
/** "FORM 10-K" right after the commission's heading, where a paragraph-level extraction joins them. */
const FORM_AFTER_HEADING = new RegExp(`(?:20549|commission)[\\s|#*_.,-]*(?:\\(mark one\\)\\s*)?form\\s*(${FORMS})(\\s*/\\s*A)?(?![\\w-])`, "i");

function isCoverPage(page: PageText): { form: string; amended: boolean } | null {
  const head = page.flat.slice(0, 1500);
  if (!SEC_TITLE.test(head)) return null;
  for (const line of page.lines.slice(0, 40)) {
    const found = formOfLine(line);
    if (found) return found;
  }
  const joined = FORM_AFTER_HEADING.exec(head);
  if (joined) return { form: joined[1]!.toUpperCase(), amended: Boolean(joined[2]) };
  const templated = formOfTemplate(page.flat);
  return templated ? { form: templated, amended: false } : null;
}

const NOT_A_NAME =
  /commission|file\s*(no|number)|\bended\b|washington|pursuant|securities|mark one|transition|report|^\(|identification|^[\W_\d]+$|form\s+\d/i;

/**
 * Words of the cover's template that can stand on a line of their own: "OR" between the annual
 * and transition report check boxes, "(Mark One)", "Yes"/"No", a bare check box. When the name
 * itself is a logo the extractor leaves no text for, these are what sits above the label.
 */
const TEMPLATE_WORDS = /^(?:or|and|none|yes|no|n\/?a|not applicable|mark one|check one|x)$/i;
const CHECK_BOXES = /[☒☑☐■□▪✓✔✗✘]/g;

function looksLikeName(line: string): boolean {
  const bare = line.replace(CHECK_BOXES, "").replace(/[()[\]:.,]/g, " ").replace(/\s+/g, " ").trim();
  const letters = bare.replace(/[^A-Za-z]/g, "");
  return letters.length >= 2 && line.length <= 120 && !NOT_A_NAME.test(line) && !TEMPLATE_WORDS.test(bare);
}

const LEGAL_FORM_END =
  /\b(inc|incorporated|corporation|corp|company|co|companies|plc|ltd|limited|llc|l\.?p|n\.?v|s\.?a|ag|se|holdings|group|bancorp|trust)\.?$/i;

/** A cover without the "(Exact name of registrant …)" label still sets the name on its own line. */
function nameLine(lines: string[]): string | null {
  for (const line of lines.slice(0, 40)) {
    if (/securities registered pursuant|indicate by check mark/i.test(line)) break;
    const cell = cells(line)[0] ?? "";
    if (cell.length <= 80 && looksLikeName(cell) && LEGAL_FORM_END.test(cell.replace(/[\s,]+$/, ""))) return cell;
  }
  return null;
}

function registrantName(lines: string[]): string | null {
  const at = lines.findIndex((l) => /exact name of (?:the )?registrant/i.test(l));
  if (at < 0) return nameLine(lines);
  // A paragraph-level extraction may run the file number into the name.
  const before = lines[at]!
    .split(/\(\s*exact name/i)[0]!
    .replace(/^.*?commission\s+file\s+(?:no\.?|number)[:\s_.]*[\d-]+\.?\s*/i, "")
    .trim();
  if (before && looksLikeName(before)) return before;
  for (let j = at - 1; j >= Math.max(0, at - 3); j--) {
    const line = cells(lines[j]!)[0] ?? "";
    if (looksLikeName(line)) return line;
  }
  return null;
}

const TICKER = /^[A-Z][A-Z0-9]{0,6}(?:[.\-/][A-Z0-9]{1,4})?$/;
const NOT_A_TICKER = /^(NYSE|NASDAQ|NONE|N\/A|NA|INC|LLC|PLC|CBOE|TSX|LSE|ARCA|AMEX|CHX|BOX|OR|AND|THE)$/;
const SHARE_ROW = /common|ordinary|shares|stock|units/i;
const DEBT_ROW = /notes?\b|debentures|preferred|warrants?|rights\b|bonds?\b|%/i;

function coverTickers(lines: string[]): { all: string[]; shares: string[] } {
  const at = lines.findIndex((l) => /trading\s+symbol/i.test(l));
  const all: string[] = [];
  const shares: string[] = [];
  if (at < 0) return { all, shares };
  let end = Math.min(lines.length, at + 16);
  for (let j = at + 1; j < end; j++) if (/section 12\s*\(g\)|indicate by check mark/i.test(lines[j]!)) end = j;
  for (let j = Math.max(0, at - 4); j < end; j++) {
    if (j === at) continue;
    const row = cells(lines[j]!);
    if (row.length < 2 && j < at) continue;
    for (const cell of row) {
      if (!TICKER.test(cell) || NOT_A_TICKER.test(cell) || all.includes(cell)) continue;
      all.push(cell);
      if (SHARE_ROW.test(lines[j]!) && !DEBT_ROW.test(lines[j]!)) shares.push(cell);
    }
  }
  // The symbols' row may come before its column headings ("(Title of each class) (Trading Symbol)").
  if (all.length === 0) return paragraphTickers(lines.slice(Math.max(0, at - 3), at + 12).join(" "));
  return { all, shares };
}

/** A pattern matching `words` in any case, leaving the rest of its regular expression case-sensitive. */
function anyCase(words: string): string {
  return words.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
}
const EXCHANGES = ["new york stock exchange", "nyse", "nasdaq", "chicago stock exchange", "cboe", "boston stock exchange", "euronext", "london stock exchange", "toronto stock exchange"];
const EXCHANGE = `(?:${anyCase("the")}\\s+)?(?:${EXCHANGES.map((n) => anyCase(n).replace(/ /g, "\\s+")).join("|")})`;
const SYMBOL_BEFORE_EXCHANGE = new RegExp(`(?<![\\w$.,%-])([A-Z][A-Z0-9.\\-]{0,7}(?:\\s[A-Z]{1,2}){0,2})\\s+(?=${EXCHANGE}\\b)`, "g");

/**
 * Symbols from a registration table that extraction has run into one paragraph ("Common Stock,
 * par value $0.10 per share WMT NYSE 1.900% Notes Due 2022 WMT22 NYSE"): each symbol stands just
 * before an exchange's name, and the words since the previous one say which security it is.
 */
function paragraphTickers(text: string): { all: string[]; shares: string[] } {
  const all: string[] = [];
  const shares: string[] = [];
  let previous = 0;
  for (const m of text.matchAll(SYMBOL_BEFORE_EXCHANGE)) {
    const symbol = m[1]!;
    const security = text.slice(previous, m.index);
    previous = m.index! + m[0].length;
    if (NOT_A_TICKER.test(symbol) || all.includes(symbol)) continue;
    all.push(symbol);
    if (SHARE_ROW.test(security) && !DEBT_ROW.test(security)) shares.push(symbol);
  }
  return { all, shares };
}

const JURISDICTION_LABEL = /(?:^|\()\s*(?:state|jurisdiction)\b[^)|]{0,60}?\b(?:incorporation|organization|jurisdiction)\b/i;

/** The value over (or before) the "(State or other jurisdiction of incorporation)" label. */
function jurisdiction(lines: string[]): string | null {
  for (let j = 0; j < lines.length; j++) {
    const inline = /state of incorporation:\s*([A-Za-z .]+?)(?:\s*\||$)/i.exec(lines[j]!);
    if (inline) return inline[1]!.trim();
    const label = JURISDICTION_LABEL.exec(lines[j]!);
    if (!label) continue;
    const value = label.index > 0 ? lines[j]!.slice(0, label.index) : j > 0 ? cells(lines[j - 1]!)[0] ?? "" : "";
    // The state shares its line with identification numbers ("Delaware 001-33764 38-4022268").
    return value.replace(/\s+\d[\d-]*.*$/, "").replace(/\s*\|.*$/, "").trim() || null;
  }
  return null;
}

function coverDate(page: PageText, form: string): { periodEnd: string | null; reportDate: string | null } {
  const flat = page.flat;
  const period = /for the (?:fiscal year|year|quarterly period|fiscal quarter|quarter|period)\s+ended:?/i.exec(flat);
  const periodEnd = period ? dateAfter(flat, period.index + period[0].length, 100)?.iso ?? null : null;
  const report = /date of report\b/i.exec(flat);
  let reportDate = report ? dateAfter(flat, report.index + report[0].length, 100)?.iso ?? null : null;
  if (!reportDate && !/^(10-K|10-Q|20-F|40-F)/.test(form)) {
    const filed = /(?:as )?filed with the securities and exchange commission on/i.exec(flat);
    reportDate = filed ? dateAfter(flat, filed.index + filed[0].length, 40)?.iso ?? null : null;
    if (!reportDate && /^6-K/.test(form)) {
      const month = /for the month of\s+([A-Za-z]+)\s*,?\s*((?:19|20)\d\d)/i.exec(flat);
      if (month) reportDate = findDates(`${month[1]} 1, ${month[2]}`)[0]?.iso ?? null;
    }
  }
  return { periodEnd, reportDate };
}

// The certification every periodic report carries (Exhibits 31.1 and 31.2) names the form and the
// registrant: "I have reviewed this quarterly report on Form 10-Q of Lockheed Martin Corporation;".
const CERTIFICATION =
  /\bI have reviewed this (?:quarterly|annual|transition)? ?report on Form (10-Q|10-K|20-F|40-F)(\s*\/\s*A)? of ([A-Z][^;:"“”]{1,80}?)\s*(?:\(the ["“]?registrant["”]?\))?\s*[;:,.]/i;
const PERIOD_ENDED = /\b(?:for the |the )?(?:fiscal year|year|quarterly period|fiscal quarter|quarter|period)\s+ended:?/gi;

/**
 * A periodic report without a cover (the filing as some sources print it opens on its exhibit
 * index or its first statement): the form and registrant from its certification, the period
 * from the first "quarter ended …" it states.
 */
function certifiedReport(pages: PageText[]): CoverFacts | null {
  for (let i = pages.length - 1; i >= 0; i--) {
    const m = CERTIFICATION.exec(prose(pages[i]!.flat));
    if (!m) continue;
    const form = `${m[1]!.toUpperCase()}${m[2] ? "/A" : ""}`;
    const formType = ((SEC_FORM_TYPES as readonly string[]).includes(form) ? form : m[1]!.toUpperCase()) as SecFormType;
    let periodEnd: string | null = null;
    for (const page of pages.slice(0, 12)) {
      for (const p of page.flat.matchAll(PERIOD_ENDED)) {
        periodEnd = dateAfter(page.flat, p.index! + p[0].length, 40)?.iso ?? null;
        if (periodEnd) break;
      }
      if (periodEnd) break;
    }
    const name = m[3]!.replace(/\s+/g, " ").trim();
    return {
      pageIndex: 0, formType, periodEnd, reportDate: null, registrantName: looksLikeName(name) ? name : null,
      nameCandidates: [], tickers: [], shareTickers: [], country: null, cik: null,
    };
  }
  return null;
}

export function readCover(pages: PageText[]): CoverFacts | null {
  return coverPage(pages) ?? certifiedReport(pages);
}

function coverPage(pages: PageText[]): CoverFacts | null {
  for (let i = 0; i < Math.min(pages.length, COVER_SEARCH_PAGES); i++) {
    const page = pages[i]!;
    const found = isCoverPage(page);
    if (!found) continue;
    const head = page.lines.slice(0, 60);
    let formType: SecFormType;
    if (found.form.startsWith("SCHEDULE 14")) formType = proxyForm(head, found.form.endsWith("C") ? "C" : "A");
    else {
      const amended = found.amended || head.slice(0, 14).some((l) => AMENDMENT.test(l));
      const named = amended ? `${found.form}/A` : found.form;
      formType = ((SEC_FORM_TYPES as readonly string[]).includes(named) ? named : found.form) as SecFormType;
    }
    const { periodEnd, reportDate } = coverDate(page, formType);
    const tickers = coverTickers(page.lines);
    const place = jurisdiction(page.lines);
    const cik = /\b(?:CIK|Central Index Key)\b[\s:#.]*(?:No\.?\s*)?0*(\d{3,10})\b/i.exec(page.flat)?.[1] ?? null;
    return {
      pageIndex: i,
      formType,
      periodEnd,
      reportDate,
      registrantName: registrantName(page.lines),
      nameCandidates: head.flatMap((l) => [l, ...cells(l)]).filter((c) => c.length <= 80 && looksLikeName(c)),
      tickers: tickers.all,
      shareTickers: tickers.shares,
      country: place ? countryOfJurisdiction(place) : null,
      cik,
    };
  }
  return null;
}
