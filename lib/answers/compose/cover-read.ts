// Reading one fact off a filing's cover page Markdown. Covers are forms: a value stands above its
// parenthesised caption ("Delaware" over "(State or other jurisdiction of incorporation)"), in a
// table cell over the caption's cell or in the paragraph before it, or after a caption and colon
// ("State of Incorporation: Delaware"). Check boxes are marks beside their labels. Each reader
// returns the value and the verbatim line of the page that states it, or null.
import type { CoverFact } from "./cover-fact-asked";

export interface CoverReading {
  value: string;
  /** The verbatim text of the page that states the value (the answer quotes it). */
  line: string;
}

const MONTH = "(?:January|February|March|April|May|June|July|August|September|October|November|December)";
const DATE = `${MONTH}\\s+\\d{1,2}\\s*,\\s*\\d{4}`;
// Marks as converted from the fonts covers use: "R" and "£" are Wingdings' checked and empty boxes.
const CHECKED = "☒☑þýxX✓✔■R";
const BOX = `[${CHECKED}☐¨o□£]`;
const IRS = /\b\d{2}-\d{7}\b/;
const PHONE = /\(\d{3}\)[\s-]*\d{3}[-\s]\d{4}|\b\d{3}[-.]\d{3}[-.]\d{4}\b|\+\d{1,3}(?:[\s-]\d{2,8}){1,4}/;

/** The line of `text` (a page) that holds position `at`. */
function lineAt(text: string, at: number): string {
  const start = text.lastIndexOf("\n", at) + 1;
  const end = text.indexOf("\n", at);
  return text.slice(start, end < 0 ? text.length : end).trim();
}

function cells(line: string): string[] {
  return line.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
}

const isSeparator = (line: string) => /^\|?[\s:|-]+\|?$/.test(line.trim()) && line.includes("-");
// A row of captions has a parenthesised cell other than "(Zip Code)", which a value row may end with.
const CAPTION_CELL = /^\((?!zip code\))/i;
const isCaptionRow = (line: string) => cells(line).some((c) => CAPTION_CELL.test(c));

/**
 * The value over a caption: in a table, the cells of the caption's column in the rows above it up
 * to the previous row of captions; in prose, the paragraph before the caption (or its start).
 */
function valueAbove(text: string, caption: RegExp, wholeRows = false): CoverReading | null {
  const m = caption.exec(text);
  if (!m) return null;
  const lines = text.split("\n");
  let offset = 0;
  let index = 0;
  for (; index < lines.length; index++) {
    if (offset + lines[index]!.length >= m.index) break;
    offset += lines[index]!.length + 1;
  }
  const here = lines[index] ?? "";
  if (here.trim().startsWith("|")) {
    const column = cells(here).findIndex((c) => caption.test(c));
    const above: string[] = [];
    let first = index;
    for (let i = index - 1; i >= 0; i--) {
      const line = lines[i]!;
      if (!line.trim().startsWith("|")) break;
      if (isSeparator(line)) continue;
      if (isCaptionRow(line)) break;
      const row = wholeRows ? cells(line).filter((c) => c && !/^\(/.test(c)).join(" ") : (cells(line)[column] ?? "");
      if (row) above.unshift(row);
      first = i;
    }
    // A value row without captions over it heads its table: "| Delaware | 95-4803544 |".
    if (above.length) return { value: above.join(", "), line: lines.slice(first, index + 1).join("\n").trim() };
  }
  // Prose: what precedes the caption in its paragraph, else the paragraph before (which may be
  // the table of the cells over the caption, the caption having fallen out of the table).
  const before = text.slice(0, m.index);
  const sameLine = before.slice(before.lastIndexOf("\n") + 1);
  // After the last caption on the line ("(Exact name …)"), not after a phone's "(206)".
  const captionEnd = [...sameLine.matchAll(/\([A-Za-z][^)]*\)/g)].at(-1);
  const tail = (captionEnd ? sameLine.slice(captionEnd.index! + captionEnd[0].length) : sameLine).replace(/^[\s|#]+|[\s|]+$/g, "");
  if (tail.length >= 3) return { value: tail, line: lineAt(text, m.index) };
  const paragraphs = before.trimEnd().split(/\n\s*\n/);
  const previous = paragraphs[paragraphs.length - 1]?.trim() ?? "";
  if (previous.startsWith("|")) {
    const rows = previous.split("\n").filter((l) => !isSeparator(l));
    const lastCaption = rows.map(isCaptionRow).lastIndexOf(true);
    const below = rows.slice(lastCaption + 1);
    const value = below.map((l) => cells(l).filter((c) => c && !/^\(/.test(c)).join(" ")).filter(Boolean).join(", ");
    return value ? { value, line: text.slice(text.indexOf(below[0]!), m.index + lineAt(text, m.index).length).trim() } : null;
  }
  if (!previous || /^\(/.test(previous)) return null;
  const value = previous.replace(/^#+\s*/, "");
  return { value, line: `${previous}\n\n${lineAt(text, m.index)}` };
}

/** The value after "Caption:" up to the next caption of the run ("… No. 41-0417775 Principal …"). */
function valueAfter(text: string, caption: RegExp, until: RegExp): CoverReading | null {
  const m = caption.exec(text);
  if (!m) return null;
  const rest = text.slice(m.index + m[0].length);
  const stop = rest.search(until);
  const value = (stop < 0 ? rest.split("\n")[0]! : rest.slice(0, stop)).trim().replace(/[,;]$/, "");
  return value ? { value, line: lineAt(text, m.index) } : null;
}

const CAPTIONS = /\s+(?:State of Incorporation|I\.R\.S\.|IRS|Principal executive offices|Telephone|Registrant|Securities registered|\()/i;

function fiscalYearEnd(text: string): CoverReading | null {
  const m = new RegExp(`fiscal\\s+year\\s+ended\\s*:?\\s*(${DATE})`, "i").exec(text);
  return m ? { value: titleCase(m[1]!), line: lineAt(text, m.index) } : null;
}

function address(text: string): CoverReading | null {
  const after = valueAfter(text, /Principal executive offices\s*:\s*/i, CAPTIONS);
  if (after) return after;
  const caption = /\(\s*Address[^)]*(?:principal|executive|registrant)[^)]*\)/i;
  let above = valueAbove(text, caption, true);
  if (!above) return null;
  // The street may stand in its own line over the table of city and zip code ("### 702 S.W. 8th
  // Street", then "| Bentonville, AR | 72716 |").
  const street = streetBefore(text, above.line);
  if (street) above = { value: `${street.replace(/^#+\s*/, "")}, ${above.value}`, line: text.slice(text.indexOf(street), text.indexOf(above.line) + above.line.length) };
  const value = above.value.replace(/\(Zip Code\)/gi, "").replace(new RegExp(PHONE.source, "g"), "").replace(/\s*,\s*,/g, ",").replace(/\s+/g, " ").trim();
  return { ...above, value };
}

/** A short paragraph with a street number just before the block `line` starts, or null. */
function streetBefore(text: string, line: string): string | null {
  const at = text.indexOf(line.split("\n")[0]!);
  if (at < 0 || !line.startsWith("|")) return null;
  const paragraphs = text.slice(0, at).trimEnd().split(/\n\s*\n/);
  const previous = paragraphs[paragraphs.length - 1]?.trim() ?? "";
  return previous.length < 100 && /^(?:#+\s*)?\d+\s+\S/.test(previous) && !/[()|]/.test(previous) ? previous : null;
}

function incorporation(text: string): CoverReading | null {
  const after = valueAfter(text, /State (?:or other jurisdiction )?of Incorporation\s*:\s*/i, CAPTIONS);
  if (after) return after;
  const above = valueAbove(text, /\(?\s*State or other jurisdiction\b[^)|\n]*\)?|\(\s*(?:State|Jurisdiction) of incorporation[^)]*\)/i);
  if (!above) return null;
  // Prose covers print the state and the I.R.S. number on one line over both captions.
  const value = above.value.replace(IRS, "").replace(/\s+/g, " ").trim();
  return value && !/\d{3}/.test(value) ? { ...above, value: titleCase(value) } : null;
}

function irsNumber(text: string): CoverReading | null {
  const m = IRS.exec(text);
  return m ? { value: m[0], line: lineAt(text, m.index) } : null;
}

function telephone(text: string): CoverReading | null {
  const near = /telephone/i.exec(text);
  const from = near ? Math.max(0, near.index - 200) : 0;
  const m = PHONE.exec(text.slice(from)) ?? PHONE.exec(text);
  if (!m) return null;
  const at = text.indexOf(m[0], m.index >= 0 && near ? from : 0);
  return { value: m[0], line: lineAt(text, at) };
}

function fileNumber(text: string): CoverReading | null {
  const m = /Commission\s+File\s+(?:Number|No\.?)\s*:?\s*((?:\d{1,3}-)?\d{3,6}(?:-\d{2})?)/i.exec(text);
  return m ? { value: m[1]!, line: lineAt(text, m.index) } : null;
}

/** The rows of the table of securities registered under Section 12(b): class, symbol, exchange. */
function registered(text: string): { rows: string[][]; symbol: number; exchange: number; lines: string } | null {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const header = cells(lines[i]!);
    if (!lines[i]!.trim().startsWith("|")) continue;
    const exchange = header.findIndex((c) => /exchange\s+on\s+which|name\s+of\s+(?:each\s+)?exchange/i.test(c));
    if (exchange < 0) continue;
    const symbol = header.findIndex((c) => /symbol/i.test(c));
    // The captions may head the table or close it: collect the table's other rows either way.
    let start = i;
    while (start > 0 && lines[start - 1]!.trim().startsWith("|")) start--;
    let end = i;
    while (end + 1 < lines.length && lines[end + 1]!.trim().startsWith("|")) end++;
    const rows = lines.slice(start, end + 1).filter((l, k) => start + k !== i && !isSeparator(l)).map(cells);
    return { rows, symbol, exchange, lines: lines.slice(start, end + 1).join("\n") };
  }
  return null;
}

function tradingSymbol(text: string): CoverReading | null {
  const table = registered(text);
  if (!table || table.symbol < 0) {
    // A cover set as prose: "Trading Symbol(s) JPM JPM PR D …", the common stock's symbol first.
    const m = /Trading\s+Symbol(?:\(s\)|s)?\s*:?\s+([A-Z][A-Z0-9.]{0,6})\b/.exec(text);
    return m ? { value: m[1]!, line: lineAt(text, m.index) } : null;
  }
  const symbols = [...new Set(table.rows.filter((r) => /stock|shares|common|ordinary/i.test(r[0] ?? "") || r[0] === "").map((r) => r[table.symbol] ?? "").filter((s) => /^[A-Z][A-Z0-9.]{0,6}$/.test(s)))];
  return symbols.length ? { value: symbols.join(", "), line: table.lines } : null;
}

const EXCHANGES = /(?:The\s+)?(?:New York Stock Exchange(?:\s+LLC)?|NYSE(?: American| Arca)?|Nasdaq(?: Stock Market(?: LLC)?| Global Select Market| Global Market)?|NASDAQ(?: Global Select Market| Stock Market(?: LLC)?)?|Chicago Stock Exchange(?:, Inc\.)?)/g;

function exchange(text: string): CoverReading | null {
  const table = registered(text);
  if (table) {
    const stock = table.rows.filter((r) => /stock|shares|common|ordinary/i.test(r[0] ?? "") || (r[0] === "" && r.length > 1));
    const names = [...new Set((stock.length ? stock : table.rows).map((r) => r[table.exchange] ?? "").filter((e) => EXCHANGES.test(e) || /exchange|market/i.test(e)))];
    EXCHANGES.lastIndex = 0;
    if (names.length) return { value: names.join("; "), line: table.lines };
  }
  // A cover set as prose names it after its caption: "Name of each exchange on which registered The
  // New York Stock Exchange …".
  const caption = /Name\s+of\s+(?:each\s+)?exchange\s+on\s+which\s+registered\s*:?\s*/i.exec(text);
  if (caption) {
    const first = new RegExp(`^(?:${EXCHANGES.source})`).exec(text.slice(caption.index + caption[0].length));
    if (first) return { value: first[0].trim(), line: lineAt(text, caption.index) };
  }
  // Covers without a table name the exchange after the class, within the Section 12(b) part.
  const part = /Section\s+12\s*\(b\)/i.exec(text);
  if (!part) return null;
  const scope = text.slice(part.index, part.index + 600).split(/Section\s+12\s*\(g\)/i)[0]!;
  const found = [...new Set([...scope.matchAll(EXCHANGES)].map((m) => m[0].trim()))];
  if (!found.length) return null;
  return { value: found.join("; "), line: lineAt(text, part.index + scope.indexOf(found[0]!)) };
}

// A class of debt as the cover names it: "1.500% Notes due 2026", "1.125% Guaranteed Senior Notes
// Due 2027", "0.650% Notes Due May 2024", "Floating Rate Notes due 2025".
const DEBT_CLASS = /(?:\d+(?:\.\d+)?%|Floating\s+Rate)\s+(?:[A-Za-z-]+\s+){0,5}?(?:Notes|Debentures|Bonds|Debt\s+Securities)\s+[Dd]ue\s+(?:[A-Z][a-z]+\s+)?(?:\d{1,2},?\s+)?\d{4}/g;

/**
 * The securities registered under Section 12(b) besides the stock: each class of notes the cover
 * lists, with the exchange it trades on. Only the stock is listed when the cover names no debt.
 */
function listedSecurities(text: string): CoverReading | null {
  const part = /Section\s+12\s*\(b\)/i.exec(text);
  if (!part) return null;
  const scope = text.slice(part.index).split(/Section\s+12\s*\(g\)/i)[0]!.slice(0, 4000);
  const debt = [...new Set([...scope.matchAll(DEBT_CLASS)].map((m) => m[0].replace(/\s+/g, " ").trim()))];
  const exchanges = [...new Set([...scope.matchAll(EXCHANGES)].map((m) => m[0].trim()))];
  EXCHANGES.lastIndex = 0;
  const stock = /\b(?:common\s+stock|ordinary\s+shares|common\s+shares)\b/i.exec(scope)?.[0].toLowerCase().replace(/\s+/g, " ");
  if (!debt.length && !stock) return null;
  const where = exchanges.length ? ` (${exchanges.join("; ")})` : "";
  const value = debt.length ? `${debt.join("; ")}${where}${stock ? `, besides its ${stock}` : ""}` : `only its ${stock}${where}`;
  const debtLine = new RegExp(DEBT_CLASS.source);
  const lines = scope.split("\n").map((l) => l.trim()).filter((l) => l && (debtLine.test(l) || /\b(?:common\s+stock|ordinary\s+shares)\b/i.test(l)));
  return { value, line: (lines.length ? lines : [lineAt(text, part.index)]).join("\n") };
}

/**
 * The figures a cover states under a cue, wherever the form puts them: in a table row that names
 * the cue ("| Number of shares of common stock outstanding as of … | 477,170,618 |"), in the rows of
 * a table headed by it ("| Class | Outstanding at July 31, 2023 |"), in a sentence ("… had
 * 1,312,510,426 shares of common stock outstanding"), or in the lines after a sentence that ends
 * in a colon ("… were: Class A 329,245,752 Class B …").
 */
function figuresUnder(text: string, cue: RegExp, exclude: RegExp, figure: RegExp, keep: (figure: string) => boolean = () => true): CoverReading | null {
  const found = (s: string) => [...s.matchAll(figure)].map((m) => m[0].trim()).filter(keep);
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim().startsWith("|") || !cue.test(line) || exclude.test(line)) continue;
    const here = found(cells(line).slice(1).join(" | "));
    if (here.length) return { value: here.join("; "), line: line.trim() };
    // A header naming the cue: the figures are in the rows below it.
    const rows: string[] = [];
    for (let k = i + 1; k < lines.length && lines[k]!.trim().startsWith("|"); k++) if (!isSeparator(lines[k]!)) rows.push(lines[k]!.trim());
    const below = rows.map((r) => ({ r, f: found(cells(r).slice(1).join(" | ")) })).filter((x) => x.f.length);
    // Each class by its name when there are several, without its par value (a sum of money).
    const named = (r: string) => (below.length > 1 && cells(r)[0] ? `${cells(r)[0]!.replace(/,?\s*\$\s*[\d.]+\s+par\s+value(?:\s+per\s+share)?/i, "")}: ` : "");
    if (below.length) return { value: below.map((x) => `${named(x.r)}${x.f.join(" ")}`).join("; "), line: [line.trim(), ...rows].join("\n") };
  }
  for (const paragraph of text.split(/\n\s*\n/)) {
    for (const sentence of paragraph.split(/(?<=\.)\s+(?=[A-Z])/)) {
      if (!cue.test(sentence) || exclude.test(sentence)) continue;
      const here = found(sentence);
      if (here.length) return { value: here.join("; "), line: sentence.trim() };
      if (/:\s*(?:Class\s+\w+)?\s*$/.test(sentence.trim())) {
        const at = text.indexOf(sentence.trim());
        const after = text.slice(at + sentence.trim().length).split(/\n#|DOCUMENTS INCORPORATED|\n\s*(?:As of|At|On|The|Indicate)\b/i)[0]!.slice(0, 400);
        const rest = found(after.replace(/^\s*\|.*\|\s*$/gm, (row) => (isSeparator(row) ? "" : row)));
        if (rest.length) return { value: rest.join("; "), line: text.slice(at, at + sentence.trim().length + after.trimEnd().length).trim() };
      }
    }
  }
  return null;
}

// A count of shares in full, or in millions ("455.8 million shares").
const COUNT = /\b\d{1,3}(?:,\d{3}){2,}\b|\b\d[\d,]*(?:\.\d+)?\s+(?:million|billion)(?=\s+shares\b)/g;

function sharesOutstanding(text: string): CoverReading | null {
  // Not the shares held by non-affiliates, which the float's sentence may count.
  return figuresUnder(text, /outstanding/i, /market value|non-?\s?affiliates/i, COUNT);
}

const AMOUNT = /\$?\s*\d[\d,]*(?:\.\d+)?(?:\s*(?:billion|million|trillion)\b)?(?!\s*(?:per\s+share|par\b))/gi;

function publicFloat(text: string): CoverReading | null {
  // The float is billions: a price per share or a par value in its sentence is not it.
  const large = new RegExp(AMOUNT.source, "gi");
  // A sum of money first: the float's sentence may also count the shares held by non-affiliates.
  return (
    figuresUnder(text, /aggregate market values?/i, /^$/, large, (f) => /\$/.test(f) && /billion|million|trillion|\d{1,3}(?:,\d{3}){2,}/i.test(f) || /billion|million|trillion/i.test(f)) ??
    figuresUnder(text, /aggregate market values?/i, /^$/, large, (f) => /\d{1,3}(?:,\d{3}){3,}/.test(f))
  );
}

const FILER_LABELS: [string, RegExp][] = [
  ["large accelerated filer", /^large\s+accelerated\s+filer$/i],
  ["accelerated filer", /^accelerated\s+filer$/i],
  ["non-accelerated filer", /^non[\s\-‑–]*accelerated\s+filer$/i],
  ["smaller reporting company", /^smaller\s+reporting\s+company$/i],
  ["emerging growth company", /^emerging\s+growth\s+company$/i],
];
const FILER_TOKEN = new RegExp(`(?:large\\s+|non[\\s\\-‑–]*)?accelerated\\s+filer|smaller\\s+reporting\\s+company|emerging\\s+growth\\s+company|(?<!\\w)${BOX}(?!\\w)`, "gi");

/**
 * The filer statuses whose box is checked. The boxes stand beside their labels ("Large accelerated
 * filer ☒ Accelerated filer ☐"), or in rows of their own over or under a row of labels ("☒ ☐" then
 * "Large accelerated filer Accelerated filer"): read as runs, a run of boxes goes with the run of
 * labels next to it of the same length, in order.
 */
function filerStatus(text: string): CoverReading | null {
  // The check row, not the definitions ("the definitions of “large accelerated filer,” …").
  const label = /(?<![“"‘'])Large\s+[Aa]ccelerated\s+[Ff]iler(?![,”"’])/.exec(text);
  if (!label) return null;
  const from = Math.max(text.lastIndexOf(":", label.index) + 1, text.lastIndexOf(".", label.index) + 1, label.index - 80);
  const region = text.slice(from, label.index + 400).split(/If an emerging growth|Indicate by check/i)[0]!.replace(/\([^)]*\)/g, " ");
  const tokens = [...region.matchAll(FILER_TOKEN)].map((m) => m[0]);
  const runs: string[][] = [];
  for (const t of tokens) {
    const box = t.length === 1;
    const last = runs.at(-1);
    if (last && (last[0]!.length === 1) === box) last.push(t);
    else runs.push([t]);
  }
  const checked: string[] = [];
  for (let i = 0; i + 1 < runs.length; i++) {
    const [a, b] = [runs[i]!, runs[i + 1]!];
    if (a.length !== b.length) continue;
    const [labels, boxes] = a[0]!.length === 1 ? [b, a] : [a, b];
    labels.forEach((l, k) => {
      const name = FILER_LABELS.find(([, re]) => re.test(l))?.[0];
      if (name && CHECKED.includes(boxes[k]!)) checked.push(name);
    });
    i++;
  }
  return checked.length ? { value: checked.join(" and "), line: lineAt(text, label.index) } : null;
}

function titleCase(s: string): string {
  return s === s.toUpperCase() && s.length > 3 ? s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase()) : s;
}

const READERS: Record<CoverFact, (text: string) => CoverReading | null> = {
  "fiscal-year-end": fiscalYearEnd,
  address,
  telephone,
  incorporation,
  "irs-number": irsNumber,
  "trading-symbol": tradingSymbol,
  exchange,
  "listed-securities": listedSecurities,
  "shares-outstanding": sharesOutstanding,
  "public-float": publicFloat,
  "filer-status": filerStatus,
  "file-number": fileNumber,
};

/** A page after the cover that continues its form: the check boxes, the float, the shares outstanding. */
export const continuesCover = (content: string): boolean =>
  /accelerated filer|aggregate market value|Indicate by check mark|shares[^.]{0,120}outstanding|outstanding[^.]{0,120}shares/i.test(content);

/** The fact as one cover page's Markdown states it, or null when that page does not. */
export function readCover(fact: CoverFact, page: string): CoverReading | null {
  return READERS[fact](page);
}
