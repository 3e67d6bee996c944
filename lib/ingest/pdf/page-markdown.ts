// One page's text runs → its Markdown: tables where amounts stand in columns, column-wise text
// where words do, headings and paragraphs for the rest, in reading order from the top of the page.
import type { BodyType, DocumentContext } from "./document-context";
import { demoteAmountsUnderLabels, toCellLine } from "./line-cells";
import { buildTables } from "./table-build";
import { tableToMarkdown } from "./table-markdown";
import { findTableRegions, type TableRegion } from "./table-regions";
import { pageStyle, textBlocks, type PageStyle } from "./text-blocks";
import { findTextGrids } from "./text-grids";
import { buildLines, type Line } from "./text-lines";
import type { RunGroup } from "./text-runs";

/** `context` is what the whole document tells (see document-context.ts), when known. */
export function pageMarkdown(groups: readonly RunGroup[], context?: DocumentContext): string {
  return groups
    .map((group, i) => groupMarkdown(group, i === 0 ? context?.body : null, context?.words))
    .filter(Boolean)
    .join("\n\n");
}

function groupMarkdown(runs: RunGroup, body: BodyType | null | undefined, words: ReadonlySet<string> | undefined): string {
  if (!runs.length) return "";
  const lines = buildLines(runs);
  const footer = lines.at(-1);
  if (!footer) return "";
  const cellLines = lines.map(toCellLine);
  demoteAmountsUnderLabels(cellLines);
  const regions = findTableRegions(cellLines);
  const style = pageStyle(textLines(lines, regions), body, words);
  const blocks: string[] = [];
  let next = 0;
  for (const region of regions) {
    blocks.push(...textMarkdown(lines.slice(next, region.first), style, footer));
    blocks.push(...buildTables(region).map(tableToMarkdown));
    next = region.last + 1;
  }
  blocks.push(...textMarkdown(lines.slice(next), style, footer));
  return blocks.join("\n\n");
}

/** The lines outside tables (all lines when tables are all there is): the page's body text. */
function textLines(lines: readonly Line[], regions: readonly TableRegion[]): Line[] {
  const inTable = new Set(regions.flatMap((r) => Array.from({ length: r.last - r.first + 1 }, (_, k) => r.first + k)));
  const text = lines.filter((_, i) => !inTable.has(i));
  return text.length ? text : [...lines];
}

function textMarkdown(lines: readonly Line[], style: PageStyle, footer: Line): string[] {
  const blocks: string[] = [];
  let next = 0;
  for (const grid of findTextGrids(lines)) {
    if (grid.first > next) blocks.push(...textBlocks(lines.slice(next, grid.first), style, footer));
    blocks.push(grid.markdown);
    next = grid.last + 1;
  }
  if (next < lines.length) blocks.push(...textBlocks(lines.slice(next), style, footer));
  return blocks;
}
