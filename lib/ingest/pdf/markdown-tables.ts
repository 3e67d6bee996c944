// Reads back the tables of a page's Markdown, as the extractor writes them: a header row (the
// label column's caption, then one header per amount column, e.g. "Year Ended June 30, 2016"), a
// rule, then one row per line of the statement with the label first. For code that looks up a
// figure by row label and column header.

export interface MarkdownTable {
  header: string[];
  rows: string[][];
}

export function parseMarkdownTables(markdown: string): MarkdownTable[] {
  const tables: MarkdownTable[] = [];
  const lines = markdown.split("\n");
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!isRow(lines[i]!) || !/^\|(?:\s*:?-{3,}:?\s*\|)+\s*$/.test(lines[i + 1] ?? "")) continue;
    const table: MarkdownTable = { header: splitRow(lines[i]!), rows: [] };
    let j = i + 2;
    for (; j < lines.length && isRow(lines[j]!); j++) table.rows.push(splitRow(lines[j]!));
    tables.push(table);
    i = j - 1;
  }
  return tables;
}

/** The first row whose label matches (case-insensitive; a string must equal the label). */
export function findRow(table: MarkdownTable, label: string | RegExp): string[] | undefined {
  const wanted = typeof label === "string" ? label.trim().toLowerCase() : null;
  return table.rows.find((row) => (wanted !== null ? row[0]!.toLowerCase() === wanted : (label as RegExp).test(row[0]!)));
}

function isRow(line: string): boolean {
  return line.startsWith("|") && line.trimEnd().endsWith("|");
}

function splitRow(line: string): string[] {
  const inner = line.trim().slice(1, -1);
  const cells: string[] = [];
  let cell = "";
  for (let k = 0; k < inner.length; k++) {
    if (inner[k] === "\\" && inner[k + 1] === "|") {
      cell += "|";
      k++;
    } else if (inner[k] === "|") {
      cells.push(cell.trim());
      cell = "";
    } else {
      cell += inner[k];
    }
  }
  cells.push(cell.trim());
  return cells;
}
