// Tables leave the workspace as CSV or XLSX with every value's source beside it: in CSV a
// companion column after each value column; in XLSX a note on the cell, the value left a plain
// number so that it can be summed and charted. Formula cells carry their formula and inputs the same way.
import ExcelJS from "exceljs";

export interface ExportSource {
  /** One line: document title, page, and what was read. */
  text: string;
  /** Absolute link to the page in the viewer. */
  link: string | null;
}

export interface ExportCell {
  value: number | null;
  /** Where the value comes from, or why it is missing. */
  source: ExportSource | null;
}

export interface ExportRow {
  label: string;
  /** A second label column (the filing's own row label, a metric's unit). */
  detail: string;
  cells: ExportCell[];
  /** A heading row that separates sections (no values). */
  heading?: boolean;
}

export interface ExportTable {
  title: string;
  /** Headers of the two label columns. */
  labelHeaders: [string, string];
  columns: string[];
  rows: ExportRow[];
  /** Lines printed above the table in the workbook (units, when it was made). */
  notes: string[];
}

// A text cell beginning with one of these is a formula to a spreadsheet; quoting it keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV (RFC 4180, CRLF): the label columns, then each value column followed by its source column. */
export function toCsv(table: ExportTable): string {
  const header = [...table.labelHeaders, ...table.columns.flatMap((c) => [c, `${c} source`])];
  const lines = [header.map(csvField).join(",")];
  for (const row of table.rows) {
    const cells = row.heading ? [] : row.cells.flatMap((c) => [c.value, c.source ? `${c.source.text}${c.source.link ? ` ${c.source.link}` : ""}` : null]);
    lines.push([row.label, row.detail, ...cells].map(csvField).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** An XLSX workbook of one sheet; each value's source (title, page, link) is a note on its cell. */
export async function toXlsx(table: ExportTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Footnote";
  const sheet = workbook.addWorksheet(table.title.slice(0, 31).replace(/[\\/*?:[\]]/g, " "));
  sheet.addRow([table.title]).font = { bold: true, size: 13 };
  for (const note of table.notes) sheet.addRow([note]).font = { italic: true, color: { argb: "FF555555" } };
  sheet.addRow([]);
  const headerRow = sheet.addRow([...table.labelHeaders, ...table.columns]);
  headerRow.font = { bold: true };
  sheet.views = [{ state: "frozen", xSplit: 2, ySplit: headerRow.number }];
  for (const row of table.rows) {
    const added = sheet.addRow([row.label, row.detail, ...(row.heading ? [] : row.cells.map((c) => c.value))]);
    if (row.heading) {
      added.font = { bold: true };
      continue;
    }
    row.cells.forEach((c, i) => {
      if (!c.source) return;
      const cell = added.getCell(3 + i);
      cell.note = c.source.link ? `${c.source.text}\n${c.source.link}` : c.source.text;
    });
  }
  sheet.getColumn(1).width = 40;
  sheet.getColumn(2).width = 36;
  for (let i = 0; i < table.columns.length; i++) {
    const column = sheet.getColumn(3 + i);
    column.width = 16;
    column.numFmt = "#,##0.##;(#,##0.##)";
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
