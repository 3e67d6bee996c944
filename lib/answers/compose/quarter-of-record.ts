// Asked of a quarter ("with its second-quarter 2023 results", "in the Q2 2023 10-Q"), a passage
// from a report of another quarter is second best: the first quarter's release saying the company
// "remains on track" is not what the second quarter's results said. A filing of no quarter (an
// annual report) and a question of no quarter are left as they are.
import type { CatalogDocument } from "../../catalog/types";

const OTHER_QUARTER = 0.6;

/** How far a passage's filing is the one of record for the quarters a question asks. */
export function quarterOfRecord(asked: ReadonlySet<number>, document: Pick<CatalogDocument, "fiscalQuarter">): number {
  const quarter = document.fiscalQuarter;
  if (asked.size === 0 || quarter === null || quarter === undefined) return 1;
  return asked.has(quarter) ? 1 : OTHER_QUARTER;
}
