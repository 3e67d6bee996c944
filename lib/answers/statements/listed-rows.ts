// The rows of one table that a question names in a list ("which of the connection counts it
// reports (wireless retail, wireless retail postpaid, Fios internet, Fios video, broadband)",
// "— operating lease cost, finance lease cost or variable lease cost?"): the table is the one
// whose rows carry most of the names, each name read as the row whose label holds its words with
// the fewest others. Decided from the filing's own rows, whatever the table is of.
import { tokenize } from "../../finance";
import type { CitablePage } from "../engines/engine";
import { readStatementRows, type TableRow } from "./statement-table";

// Words a listed name carries that no row label needs to ("etc.").
const FILLER = new Set(["etc", "the", "and", "or", "of"]);
const nameWords = (name: string) => tokenize(name.replace(/\//g, " ")).map((t) => t.word).filter((w) => !FILLER.has(w));

// A list: three or more names split by commas, the last after "or"/"and", inside parentheses or
// after a dash or colon, or two names and a third after "or" ("A, B or C").
const CHUNKS = /\(([^()]+)\)|[—–:]\s*([^—–:?()]+)/g;

/** The names a question lists, each as its words; [] when it lists fewer than three. */
export function listedNames(question: string): string[][] {
  return listed(question)?.names ?? [];
}

/** The question without the list it names ("which one rose the most in percent" of the cost lines), or the question when it lists none. */
export function withoutList(question: string): string {
  const found = listed(question);
  return found ? question.slice(0, found.at) + question.slice(found.at + found.length) : question;
}

function listed(question: string): { names: string[][]; at: number; length: number } | null {
  for (const m of question.matchAll(CHUNKS)) {
    // "(wholesale equivalent revenues: Running, Basketball, …)": the names follow the colon.
    const chunk = (m[1] ?? m[2] ?? "").split(/:\s*/).at(-1)!.trim();
    if ((chunk.match(/,/g) ?? []).length < 1) continue;
    const items = chunk.split(/\s*,\s*/).flatMap((item, i, all) => (i === all.length - 1 ? item.split(/\s+(?:or|and)\s+(?=\S)/) : [item]));
    const names = items.map((item) => item.replace(/^(?:and|or)\s+/i, "").replace(/\s*\.+$/, "").trim()).filter((item) => item && !/^etc\.?$/i.test(item));
    // Names are short: a clause with a verb in it is prose, no list of rows.
    if (names.length < 3 || names.some((n) => n.split(/\s+/).length > 5)) continue;
    const words = names.map(nameWords).filter((w) => w.length > 0);
    if (words.length >= 3) return { names: words, at: m.index!, length: m[0].length };
  }
  return null;
}

export interface ListedRows {
  page: CitablePage;
  /** Each matched name's row, in the order the question lists them. */
  rows: TableRow[];
  /** How many of the names listed. */
  listed: number;
}

/** How many words a row's label has beyond the name's, or null when it lacks one of the name's words. */
function extra(row: TableRow, name: string[]): number | null {
  const have = tokenize(row.label.replace(/\//g, " ")).map((t) => t.word);
  return name.every((w) => have.includes(w)) ? have.filter((w) => !name.includes(w)).length : null;
}

/**
 * The table of the pages whose rows carry most of the names listed (at least three, and two
 * thirds of them), each name's row taken from the section of the table holding most names.
 */
export function listedRows(pages: CitablePage[], names: string[][], year: number): ListedRows | null {
  if (names.length < 3) return null;
  let best: (ListedRows & { score: number[] }) | null = null;
  for (const page of pages) {
    const tables = new Map<string, TableRow[]>();
    for (const row of readStatementRows(page.content)) {
      if (row.values.every((v) => v === null)) continue;
      tables.set(row.context, [...(tables.get(row.context) ?? []), row]);
    }
    for (const rows of tables.values()) {
      // Sections holding more of the names answer first: "Wireless retail" under net additions
      // gives way to "Wireless retail connections" under connections, where the other names are.
      const held = new Map<string, number>();
      for (const section of new Set(rows.map((r) => r.section))) {
        held.set(section, names.filter((n) => rows.some((r) => r.section === section && extra(r, n) !== null)).length);
      }
      const picked: TableRow[] = [];
      let beside = 0;
      for (const name of names) {
        const fits = rows.filter((r) => extra(r, name) !== null && !picked.includes(r));
        fits.sort((a, b) => held.get(b.section)! - held.get(a.section)! || extra(a, name)! - extra(b, name)!);
        if (!fits[0]) continue;
        picked.push(fits[0]);
        beside += extra(fits[0], name)!;
      }
      if (picked.length < 3 || picked.length * 3 < names.length * 2) continue;
      // Of tables carrying as many names, the one of the filing of the year asked (over a later
      // filing's restated comparative), then the one holding them in fewer sections (all of them
      // under "Connections", not some under "Net Additions"), then with fewer words beside the
      // names, then the first of the pages as ranked.
      const score = [picked.length, page.document.fiscalYear === year ? 1 : 0, -new Set(picked.map((r) => r.section)).size, -beside];
      if (!best || ahead(score, best.score)) best = { page, rows: picked, listed: names.length, score };
    }
  }
  return best && { page: best.page, rows: best.rows, listed: best.listed };
}

// Compared key by key, the first that differs decides.
const ahead = (a: number[], b: number[]) => { const i = a.findIndex((v, k) => v !== b[k]); return i >= 0 && a[i]! > b[i]!; };
