// A sentence that lists figures for several periods names the periods after the figures and says
// "respectively": "were $609 million, $386 million and $731 million as of July 29, 2023, January
// 28, 2023, and July 30, 2022, respectively", "was $111 million and $99 million as of May 31, 2023
// and 2022, respectively". The figure of the period asked is the one standing at that period's
// place in the list; the first figure is only the latest period's. Both the sentence reader and the
// passage headline read such lists here, so a list is read one way.

import { monthNumber } from "../../periods";

const MONTH_WORD = "(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\.?";
// A date or a bare year of the list: "July 29, 2023", "May 31, 2023", "2022".
const PERIOD = new RegExp(`(?:\\b(${MONTH_WORD})\\s+(\\d{1,2}),?\\s+)?\\b((?:19|20)\\d\\d)\\b`, "gi");

export interface ListedPeriod {
  year: number;
  /** "MM-DD", or null when the list gives years only. */
  day: string | null;
}

/** The date a question asks as of ("as of January 28, 2023"), as "MM-DD", or null. */
export function askedDay(question: string): string | null {
  const m = new RegExp(`\\b(${MONTH_WORD})\\s+(\\d{1,2}),?\\s+(?:19|20)\\d\\d\\b`, "i").exec(question);
  return m ? monthDay(m[1]!, m[2]!) : null;
}

function monthDay(month: string, day: string): string {
  return `${String(monthNumber(month)).padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** The periods a respectively-list names, in order, and where they start; null when it names none. */
export function listedPeriods(segment: string): ListedPeriod[] {
  const out: ListedPeriod[] = [];
  let day: string | null = null;
  for (const m of segment.matchAll(PERIOD)) {
    // "May 31, 2023 and 2022": a bare year after a date is the same day of that year.
    if (m[1]) day = monthDay(m[1], m[2]!);
    out.push({ year: Number(m[3]), day });
  }
  return out;
}

/**
 * Of a sentence's figures (in the order written, `at` giving where each stands), the one of the period asked when the sentence is
 * a respectively-list of periods: [figure], or [] when the list does not hold the period asked (or
 * holds it twice and no day tells which). Null when the sentence is no such list, or no year is
 * asked: the caller reads the sentence its own way.
 */
export function ofPeriodListed<T>(sentence: string, figures: T[], at: (figure: T) => number, year: number | null, day: string | null): T[] | null {
  const said = /\brespectively\b/i.exec(sentence);
  if (!said || year === null) return null;
  const before = figures.filter((f) => at(f) < said.index);
  const last = before.at(-1);
  if (!last) return null;
  // The periods stand between the last figure listed and "respectively", or, in a sentence that
  // dates before it counts ("as of July 2, 2023 and as of December 31, 2022 is $11.2 billion and
  // $10.8 billion, respectively"), before the first figure.
  const after = listedPeriods(sentence.slice(at(last), said.index));
  const ahead = after.length < 2 ? listedPeriods(sentence.slice(0, at(before[0]!))) : [];
  const periods = after.length >= 2 ? after : ahead;
  if (periods.length < 2 || before.length < periods.length) return null;
  const listed = after.length >= 2 ? before.slice(-periods.length) : before.slice(0, periods.length);
  const fits = periods.map((p, i) => ({ p, i })).filter(({ p }) => p.year === year && (day === null || p.day === null || p.day === day || (day.length === 2 && p.day.startsWith(day))));
  return fits.length === 1 ? [listed[fits[0]!.i]!] : [];
}
