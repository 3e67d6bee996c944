// A table that breaks several parts of the company down one after another ("Abrasives, …,
// Total Safety and Industrial Business Segment; Advanced Materials, …, Total Transportation and
// Electronics Business Segment; …") names each part only by the total closing its rows. Asked the
// breakdown of one of them, the rows are the run closed by the total naming it, never the first
// run of the table.
import { ownerNamed } from "./owner-named";

/** A run of rows and the total that closes it. */
export interface ClosedBlock<T> {
  rows: T[];
  closer: T;
}

const SUMS_TO = 0.01;

const addsUpTo = (rows: { hit: { value: number } }[], total: number) =>
  rows.length > 0 && Math.abs(rows.reduce((a, { hit }) => a + hit.value, 0) - total) <= Math.abs(total) * SUMS_TO;

/** Every run of two or more rows between totals that adds up to the total closing it, in order. */
export function blocksAddingUp<T extends { hit: { value: number } }>(read: T[], totals: T[]): ClosedBlock<T>[] {
  const out: ClosedBlock<T>[] = [];
  let block: T[] = [];
  for (const r of read) {
    if (!totals.includes(r)) block.push(r);
    else {
      if (block.length >= 2 && addsUpTo(block, r.hit.value)) out.push({ rows: block, closer: r });
      block = [];
    }
  }
  return out;
}

/**
 * The run whose closing total names the part the question asks the breakdown of (its words, or
 * the initials its filing uses), else the first run; null when no run adds up.
 */
export function holderBlock<T extends { hit: { value: number }; row: { label: string } }>(blocks: ClosedBlock<T>[], owner: readonly string[], companyName = ""): (ClosedBlock<T> & { held: boolean }) | null {
  const named = owner.length ? blocks.find((b) => ownerNamed(b.closer.row.label, owner, companyName)) : undefined;
  if (named) return { ...named, held: true };
  const first = blocks[0];
  return first ? { ...first, held: false } : null;
}
