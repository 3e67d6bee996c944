// The Markdown tables of the catalog's pages, written and read in one place. Ingestion writes
// each table row as "| cell | cell |" with a "|" inside a cell escaped as "\|"; every reader splits
// rows here, so an escaped bar stays inside its cell ("Revenue \| net" is one label).

/** A table row: the trimmed line starts and ends with a bar. */
export function isTableRow(line: string): boolean {
  const t = line.trim();
  return t.length > 1 && t.startsWith("|") && t.endsWith("|") && !t.endsWith("\\|");
}

/** The cells of a row, trimmed and unescaped; the bars at either end are optional. */
export function splitRow(line: string): string[] {
  let inner = line.trim();
  if (inner.startsWith("|")) inner = inner.slice(1);
  if (inner.endsWith("|") && !inner.endsWith("\\|")) inner = inner.slice(0, -1);
  return inner.split(/(?<!\\)\|/).map((cell) => cell.replace(/\\\|/g, "|").trim());
}

/** Whether a row's cells hold nothing to read: the rule under a header ("---", ":--", "---:") or blanks. */
export function isRuleOrBlank(cells: readonly string[]): boolean {
  return cells.every((c) => /^:?-{2,}:?$/.test(c) || c === "");
}

/** Whether a whole line is a header rule ("| --- | ---: |"). */
export function isRuleLine(line: string): boolean {
  if (!isTableRow(line)) return false;
  const cells = splitRow(line);
  return isRuleOrBlank(cells) && cells.some((c) => c !== "");
}

/** A cell as written: bars escaped, one space either side, a single space when empty. */
function writeCell(text: string): string {
  const t = text.replace(/\|/g, "\\|").trim();
  return t ? ` ${t} ` : " ";
}

/** A row as written: "| a | b |", `width` cells when given (missing ones empty). */
export function writeRow(cells: readonly string[], width = cells.length): string {
  return `|${Array.from({ length: width }, (_, i) => writeCell(cells[i] ?? "")).join("|")}|`;
}

/**
 * A whole table: the header row, its rule (the first column left-aligned, the others as `align`
 * says: right for columns of figures), then the body rows, all `header.length` cells wide.
 */
export function writeTable(header: readonly string[], rows: readonly (readonly string[])[], align: "left" | "right" = "left"): string {
  const width = header.length;
  const rule = `| --- |${(align === "right" ? " ---: |" : " --- |").repeat(Math.max(0, width - 1))}`;
  return [writeRow(header, width), rule, ...rows.map((r) => writeRow(r, width))].join("\n");
}
