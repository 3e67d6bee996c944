// A table grid → a GitHub-flavoured Markdown table.
import type { TableGrid } from "./table-build";

export function tableToMarkdown(grid: TableGrid): string {
  const width = grid.header.length;
  const line = (cells: readonly string[]) =>
    `|${Array.from({ length: width }, (_, i) => formatCell(cells[i] ?? "")).join("|")}|`;
  const rule = `| --- |${" ---: |".repeat(width - 1)}`;
  return [line(grid.header), rule, ...grid.rows.map(line)].join("\n");
}

function formatCell(text: string): string {
  const t = text.replace(/\|/g, "\\|").trim();
  return t ? ` ${t} ` : " ";
}
