// Columns of a numeric table, found from where its amounts sit: amounts whose horizontal extents
// overlap across rows share a column (statements align them on the right, with the odd hanging
// parenthesis or percent sign). A chain of overlaps that would put two amounts of one row in the
// same column is cut at its widest gap between right edges.
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
      groups[groups.length - 1].push(p);
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
    const gap = byRight[i].cell.x1 - byRight[i - 1].cell.x1;
    if (gap > widest) {
      widest = gap;
      cut = i;
    }
  }
  if (cut < 0 || widest < 1) return [group];
  return [...splitConflicts(byRight.slice(0, cut)), ...splitConflicts(byRight.slice(cut))];
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
 * Which columns each header cell of one header line labels. A header names the contiguous run of
 * columns it is centred over ("2022" above Net sales, % of total and Operating income), never a
 * column that another header of the same line stands over.
 */
export function spanHeaderCells(columns: readonly Column[], cells: readonly Cell[]): Map<Cell, [number, number]> {
  const anchors = cells.map((c) => anchorColumns(columns, c));
  const claimed = new Set<number>();
  anchors.forEach((a) => a.forEach((i) => claimed.add(i)));
  const spans = new Map<Cell, [number, number]>();
  const taken = new Set<number>();
  cells.forEach((cell, k) => {
    const own = anchors[k];
    const lo = Math.min(...own);
    const hi = Math.max(...own);
    const free = (i: number) => !taken.has(i) && (!claimed.has(i) || own.includes(i));
    if (!own.every(free)) {
      // Two headers over the same column: both label it.
      spans.set(cell, [lo, hi]);
      return;
    }
    const centre = (cell.x0 + cell.x1) / 2;
    let best: [number, number] = [lo, hi];
    let bestOffset = Infinity;
    for (let i = lo; i >= 0 && free(i); i--) {
      for (let j = hi; j < columns.length && free(j); j++) {
        const rangeCentre = (columns[i].x0 + columns[j].x1) / 2;
        let offset = Math.abs(rangeCentre - centre);
        if (i === j) offset = Math.min(offset, Math.abs(columns[i].x1 - cell.x1));
        if (offset < bestOffset - 1) {
          bestOffset = offset;
          best = [i, j];
        }
      }
    }
    for (let i = best[0]; i <= best[1]; i++) taken.add(i);
    spans.set(cell, best);
  });
  return spans;
}

function anchorColumns(columns: readonly Column[], cell: Cell): number[] {
  const overlapped: number[] = [];
  columns.forEach((col, i) => {
    if (Math.min(col.x1, cell.x1) - Math.max(col.x0, cell.x0) > 0) overlapped.push(i);
  });
  return overlapped.length ? overlapped : [nearestColumn(columns, cell.x0, cell.x1)];
}
