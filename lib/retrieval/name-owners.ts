// A question may name a company only through something it owns: a brand, a division, a
// subsidiary ("Frito-Lay North America", "Upjohn", "Cash App"). The catalog's pages say who
// owns such a name: when the pages that mention it belong almost all to one company, the
// question is about that company. Only proper names are tried (capitalised words), and only
// for questions that name no company themselves.
import { companiesOfPagesMatching } from "../catalog/retrieval-queries";
import type { Db } from "../db/connection";
import { INSTRUCTION_WORDS, STOP_WORDS } from "./stop-words";

/** Pages read per name: a name found on more is too common to point at one owner. */
const PAGES_READ = 400;
/** The share of those pages one company must hold to own the name, and the fewest pages. */
const OWNER_SHARE = 0.75;
const OWNER_PAGES = 3;
/** At most this many names are looked up per question. */
const NAMES_TRIED = 4;

// A word that is a period or a form ("FY2023", "Q2", "10-K", "2022"), not a name.
const NOT_A_NAME = /^(?:fy\d*|q[1-4]|h[12]|\d[\d-]*[a-z]?|\d+-[a-z]|[a-z]?\d+)$/i;

const isNameWord = (word: string) =>
  /^[A-Z]/.test(word) && !NOT_A_NAME.test(word) && !STOP_WORDS.has(word.toLowerCase()) && !INSTRUCTION_WORDS.has(word.toLowerCase());

/** Runs of capitalised words, read as names ("Frito-Lay North America"), longest first. */
export function properNames(text: string): string[] {
  const names: string[] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length) names.push(run.join(" "));
    run = [];
  };
  for (const raw of text.split(/\s+/)) {
    const word = raw.replace(/^[^A-Za-z0-9]+/, "").replace(/(?:['’]s?)?[^A-Za-z0-9]*$/, "");
    if (word && isNameWord(word)) run.push(word);
    else close();
    if (/[^A-Za-z0-9'’]$/.test(raw) && !/-$/.test(raw)) close(); // punctuation ends a name
  }
  close();
  return [...new Set(names)].sort((a, b) => b.length - a.length);
}

/** The company that owns a name, by who files the pages that mention it; undefined when none does. */
function ownerOf(database: Db, name: string): string | undefined {
  const phrase = `"${name.toLowerCase().replace(/[^a-z0-9&]+/g, " ").trim()}"`;
  const rows = companiesOfPagesMatching(database, phrase, PAGES_READ);
  if (rows.length >= PAGES_READ) return undefined;
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.companyId, (counts.get(r.companyId) ?? 0) + 1);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= OWNER_PAGES && best[1] >= OWNER_SHARE * rows.length ? best[0] : undefined;
}

/** The ids of the companies that own the proper names of a question, in the order found. */
export function companiesOwningNames(database: Db, text: string): string[] {
  const owners: string[] = [];
  for (const name of properNames(text).slice(0, NAMES_TRIED)) {
    const owner = ownerOf(database, name);
    if (owner && !owners.includes(owner)) owners.push(owner);
  }
  return owners;
}
