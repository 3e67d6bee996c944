// One page's text runs → its Markdown: tables where amounts stand in columns, headings and
// paragraphs for the rest, in reading order from the top of the page.
import { toCellLine } from "./line-cells";
import { buildTable } from "./table-build";
import { tableToMarkdown } from "./table-markdown";
import { findTableRegions } from "./table-regions";
import { buildLines, type Line } from "./text-lines";
import { pageStyle, textBlocks } from "./text-blocks";
import type { RunGroup } from "./text-runs";

export function pageMarkdown(groups: readonly RunGroup[]): string {
  return groups
    .map(groupMarkdown)
    .filter(Boolean)
    .join("\n\n");
}

function groupMarkdown(runs: RunGroup): string {
  if (!runs.length) return "";
  const lines = buildLines(runs);
  const style = pageStyle(lines);
  const cellLines = lines.map(toCellLine);
  const regions = findTableRegions(cellLines);
  const blocks: string[] = [];
  let pending: Line[] = [];
  const flushText = () => {
    if (pending.length) blocks.push(...textBlocks(pending, style));
    pending = [];
  };
  let next = 0;
  for (const region of regions) {
    pending.push(...lines.slice(next, region.first));
    flushText();
    blocks.push(tableToMarkdown(buildTable(region)));
    next = region.last + 1;
  }
  pending.push(...lines.slice(next));
  flushText();
  return blocks.join("\n\n");
}
