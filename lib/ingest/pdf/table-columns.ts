// Columns of a numeric table, found from where its amounts sit: amounts whose horizontal extents
// overlap across rows share a column (statements align them on the right, with the odd hanging
// parenthesis or percent sign). A chain of overlaps that would put two amounts of one row in the
// same column is cut at its widest gap between right edges.
import { namesPeriod } from "./cell-text";
import type { Cell } from "./line-cells";

export interface Column {
  x0: number;
  x1: number;
}

export interface PlacedCell {
  cell: Cell;
  row: number;
}

/** Clusters the amount cells into columns, left to right; `columnOf` maps each cell to its column. */
export function clusterColumns(placed: readonly PlacedCell[]): { columns: Column[]; columnOf: Map<Cell, number> } {
  const sorted = [...placed].sort((a, b) => a.cell.x0 - b.cell.x0);
  const groups: PlacedCell[][] = [];
  let right = -Infinity;
  for (const p of sorted) {
    if (groups.length && p.cell.x0 <= right) {
      groups[groups.length - 1]!.push(p);
      right = Math.max(right, p.cell.x1);
    } else {
      groups.push([p]);
      right = p.cell.x1;
    }
  }
  const columns: Column[] = [];
  const columnOf = new Map<Cell, number>();
  for (const group of groups.flatMap(splitConflicts)) {
    const index = columns.length;
    columns.push({ x0: Math.min(...group.map((p) => p.cell.x0)), x1: Math.max(...group.map((p) => p.cell.x1)) });
    for (const p of group) columnOf.set(p.cell, index);
  }
  return { columns, columnOf };
}

function splitConflicts(group: PlacedCell[]): PlacedCell[][] {
  const rows = new Set(group.map((p) => p.row));
  if (rows.size === group.length || group.length < 2) return [group];
  const byRight = [...group].sort((a, b) => a.cell.x1 - b.cell.x1);
  let cut = -1;
  let widest = 0;
  for (let i = 1; i < byRight.length; i++) {
    const gap = byRight[i]!.cell.x1 - byRight[i - 1]!.cell.x1;
    if (gap > widest) {
      widest = gap;
      cut = i;
    }
  }
  if (cut < 0 || widest < 1) return [group];
  return [...splitConflicts(byRight.slice(0, cut)), ...splitConflicts(byRight.slice(cut))];
}

/**
 * Adds the columns that hold words rather than amounts (a maturity date, "Fixed" or "Floating"
 * between amount columns): word cells that overlap no amount column and line up with each other.
 * Returns all columns left to right.
 */
export function withWordColumns(columns: readonly Column[], words: readonly Cell[]): Column[] {
  const groups: Column[] = [];
  for (const w of [...words].sort((a, b) => a.x0 - b.x0)) {
    const last = groups[groups.length - 1];
    if (last && w.x0 <= last.x1) last.x1 = Math.max(last.x1, w.x1);
    else groups.push({ x0: w.x0, x1: w.x1 });
  }
  const apart = groups.filter((g) => !columns.some((c) => Math.min(c.x1, g.x1) - Math.max(c.x0, g.x0) > 0));
  return [...columns, ...apart].sort((a, b) => a.x0 - b.x0);
}

/** The column a cell overlaps most, or the nearest one by centre. */
export function nearestColumn(columns: readonly Column[], x0: number, x1: number): number {
  let best = 0;
  let bestScore = -Infinity;
  columns.forEach((col, i) => {
    const overlap = Math.min(col.x1, x1) - Math.max(col.x0, x0);
    const score = overlap > 0 ? overlap : -Math.abs((col.x0 + col.x1) / 2 - (x0 + x1) / 2);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

/**
 * Which columns each header cell labels, for header lines given top to bottom.
 *
 * A cell right above one it continues ("Operating" over "Income (Loss)") is one header with it;
 * a header that reaches the bottom header line names the columns it stands over. A header higher
 * up names a group: the widest run of columns it is centred over ("2022" above Net sales, % of
 * total and Operating income), inside the group of the header above it, never taking a column that
 * another header of its line stands over. A lone period caption ("Year ended December 31,") spans
 * every column its group leaves free.
 */
export function spanHeaderCells(columns: readonly Column[], lines: readonly (readonly Cell[])[]): Map<Cell, Span> {
  const units = headerUnits(columns, lines);
  const spans = new Map<Cell, Span>();
  const placed: { span: Span; line: number }[] = [];
  for (let l = 0; l < lines.length; l++) {
    const starting = units.filter((u) => u.top === l);
    const anchors = starting.map((u) => anchorColumns(columns, u));
    const taken = new Set<number>();
    starting.forEach((unit, k) => {
      const own = anchors[k]!;
      const parent = narrowestContaining(placed, own) ?? [0, columns.length - 1];
      const others = new Set(anchors.filter((_, m) => m !== k).flat());
      const free = (i: number) => i >= parent[0] && i <= parent[1] && !taken.has(i) && !others.has(i);
      const lone = starting.length === 1 && !unit.reachesBottom && namesPeriod(unit.text);
      const span = own.every(free) ? chooseSpan(columns, unit, own, free, unit.reachesBottom, lone) : spanOf(own);
      for (let i = span[0]; i <= span[1]; i++) taken.add(i);
      placed.push({ span, line: l });
      for (const cell of unit.cells) spans.set(cell, span);
    });
  }
  return spans;
}

export type Span = [number, number];

/** Header cells that read as one header, stacked over lines. */
interface HeaderUnit {
  cells: Cell[];
  text: string;
  x0: number;
  x1: number;
  top: number;
  reachesBottom: boolean;
}

function headerUnits(columns: readonly Column[], lines: readonly (readonly Cell[])[]): HeaderUnit[] {
  const unitOf = new Map<Cell, HeaderUnit>();
  const units: HeaderUnit[] = [];
  const bottom = lines.length - 1;
  for (let l = bottom; l >= 0; l--) {
    // A period caption alone on its line heads a group; it does not go on into the line below.
    const caption = lines[l]!.length === 1 && namesPeriod(lines[l]![0]!.text);
    for (const cell of lines[l]!) {
      const below = l < bottom && !caption ? lines[l + 1]!.filter((b) => continues(columns, cell, b)) : [];
      const unit = below.length === 1 ? unitOf.get(below[0]!) : undefined;
      if (unit && unit.top === l + 1) {
        unit.cells.unshift(cell);
        unit.text = `${cell.text} ${unit.text}`;
        unit.x0 = Math.min(unit.x0, cell.x0);
        unit.x1 = Math.max(unit.x1, cell.x1);
        unit.top = l;
        unitOf.set(cell, unit);
        continue;
      }
      const fresh: HeaderUnit = { cells: [cell], text: cell.text, x0: cell.x0, x1: cell.x1, top: l, reachesBottom: l === bottom };
      units.push(fresh);
      unitOf.set(cell, fresh);
    }
  }
  return units.sort((a, b) => a.x0 - b.x0);
}

/**
 * Whether `upper` is the first part of a header that goes on in `lower`, right under it: they
 * overlap, and `upper` stands over no column `lower` does not (else it heads a group).
 */
function continues(columns: readonly Column[], upper: Cell, lower: Cell): boolean {
  const overlap = Math.min(upper.x1, lower.x1) - Math.max(upper.x0, lower.x0);
  if (overlap <= 0.5 * Math.min(upper.x1 - upper.x0, lower.x1 - lower.x0)) return false;
  const under = anchorColumns(columns, lower);
  return anchorColumns(columns, upper).every((i) => under.includes(i));
}

function spanOf(columns: readonly number[]): Span {
  return [Math.min(...columns), Math.max(...columns)];
}

function narrowestContaining(placed: readonly { span: Span }[], columns: readonly number[]): Span | null {
  let best: Span | null = null;
  for (const { span } of placed) {
    if (columns.every((i) => i >= span[0] && i <= span[1]) && (!best || span[1] - span[0] < best[1] - best[0])) best = span;
  }
  return best;
}

function chooseSpan(
  columns: readonly Column[],
  unit: HeaderUnit,
  own: readonly number[],
  free: (i: number) => boolean,
  leaf: boolean,
  lone: boolean,
): Span {
  const [lo, hi] = spanOf(own);
  if (leaf) return [lo, hi];
  const centre = (unit.x0 + unit.x1) / 2;
  let widest: Span | null = null;
  let closest: Span = [lo, hi];
  let closestOffset = Infinity;
  for (let i = lo; i >= 0 && free(i); i--) {
    for (let j = hi; j < columns.length && free(j); j++) {
      const width = columns[j]!.x1 - columns[i]!.x0;
      let offset = Math.abs((columns[i]!.x0 + columns[j]!.x1) / 2 - centre);
      if (i === j) offset = Math.min(offset, Math.abs(columns[i]!.x1 - unit.x1));
      const centred = lone || offset <= Math.max(2, 0.08 * width);
      if (centred && (!widest || j - i > widest[1] - widest[0])) widest = [i, j];
      if (offset < closestOffset - 1) {
        closestOffset = offset;
        closest = [i, j];
      }
    }
  }
  return widest ?? closest;
}

function anchorColumns(columns: readonly Column[], cell: { x0: number; x1: number }): number[] {
  const overlapped: number[] = [];
  columns.forEach((col, i) => {
    if (Math.min(col.x1, cell.x1) - Math.max(col.x0, cell.x0) > 0) overlapped.push(i);
  });
  return overlapped.length ? overlapped : [nearestColumn(columns, cell.x0, cell.x1)];
}
