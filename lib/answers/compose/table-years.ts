// The years a filing prints figures for in its multi-year tables. An annual report's statements
// go back two years, but its five-year summary of selected data ("Item 6. Selected Financial
// Data", "Five-Year Financial Highlights") states revenue, net income and total assets for two
// years more: a question about one of those years is answered by that filing, not declined.

const YEAR = /\b(?:19|20)\d\d\b/g;

// A table of figures by year shows at least this many years side by side; two or three years are
// any statement's comparatives, which the statements' own reach already counts.
const MULTI_YEAR = 4;
// Nor does a filing report figures of a year long before it: a year that old in a header is a
// note's maturity or issue date.
const OLDEST = 6;

/**
 * The years of a page's multi-year table headers: a table row naming a run of consecutive years
 * ("| Year Ended June 30, | 2015 | 2014 (b) | 2013 | 2012 | 2011 |") that starts at the filing's
 * own year or the one before. Years after the filing's own (a table of maturities or
 * commitments) and long before it are not results it reports.
 */
export function multiYearColumns(content: string, ownYear: number): number[] {
  const out = new Set<number>();
  for (const line of content.split("\n")) {
    if (!line.includes("|")) continue;
    const years = [...new Set((line.match(YEAR) ?? []).map(Number))].filter((y) => y <= ownYear && y >= ownYear - OLDEST).sort((a, b) => b - a);
    let run = 0;
    while (run < years.length && years[run] === years[0]! - run) run++;
    if (run >= MULTI_YEAR && years[0]! >= ownYear - 1) for (const y of years.slice(0, run)) out.add(y);
  }
  return [...out].sort((a, b) => a - b);
}

/** The pages of a filing whose tables report the year, with the filing's own year given. */
export function pagesReportingYear<P extends { content: string }>(pages: readonly P[], ownYear: number, years: ReadonlySet<number>): P[] {
  return pages.filter((p) => multiYearColumns(p.content, ownYear).some((y) => years.has(y)));
}
