// A table grid → a GitHub-flavoured Markdown table (figures right-aligned).
import { writeTable } from "../../catalog/markdown-table";
import type { TableGrid } from "./table-build";

export function tableToMarkdown(grid: TableGrid): string {
  return writeTable(grid.header, grid.rows, "right");
}
