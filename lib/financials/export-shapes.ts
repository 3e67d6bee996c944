// The financials and comps tables as export tables: values in the unit shown, each with the
// filing, page and viewer link it was read from, or the reason it is missing.
import { compsKey } from "./comps-keys";
import type { CompsTable } from "./comps-table";
import type { ExportCell, ExportSource, ExportTable } from "./export-table";
import type { Reading, StandardStatements } from "./standard-statements";

const SCALE_WORDS: Record<number, string> = { 1: "", 1_000: "thousands", 1_000_000: "millions", 1_000_000_000: "billions" };

/** The viewer at the page, asked to highlight the row the figure was read from. */
export function pageLink(origin: string, reading: Pick<Reading, "documentId" | "pageNumber" | "line">): string {
  const params = new URLSearchParams({ highlight: reading.line.slice(0, 1500) });
  return `${origin}/documents/${encodeURIComponent(reading.documentId)}?${params}#page-${reading.pageNumber}`;
}

function readingSource(origin: string, r: Reading): ExportSource {
  return { text: `${r.documentTitle}, page ${r.pageNumber}: "${r.label}" under "${r.column}"`, link: pageLink(origin, r) };
}

export function unitWords(scale: number, currency: string): string {
  const word = SCALE_WORDS[scale];
  return word ? `${currency} ${word}` : currency;
}

export function financialsExport(name: string, statements: StandardStatements, origin: string): ExportTable {
  const scale = statements.reportingScale;
  const rows: ExportTable["rows"] = [];
  for (const statement of statements.statements) {
    rows.push({ label: statement.name, detail: "", cells: [], heading: true });
    for (const row of statement.rows) {
      rows.push({
        label: row.name,
        detail: row.labels.join(" / "),
        cells: statements.periods.map((p): ExportCell => {
          const cell = row.cells[p.key];
          if (!cell) return { value: null, source: null };
          const r = cell.value;
          const source = readingSource(origin, r);
          if (cell.restated) {
            const others = cell.readings.slice(1).map((o) => `${o.documentTitle} p. ${o.pageNumber} states ${o.printed}`).join("; ");
            source.text += ` (restated; ${others})`;
          }
          return { value: r.perShare ? r.amount : r.amount / scale, source };
        }),
      });
    }
  }
  return {
    title: `${name} financial statements`,
    labelHeaders: ["Line item", "As the filings label it"],
    columns: statements.periods.map((p) => p.key),
    rows,
    notes: [`Amounts in ${unitWords(scale, statements.currency)} except per-share figures; costs and outflows as positive amounts.`],
  };
}

export function compsExport(companies: { name: string }[], table: CompsTable, origin: string): ExportTable {
  const columns = companies.flatMap((c) => table.periods.map((p) => `${c.name} ${p}`));
  return {
    title: "Comparable companies",
    labelHeaders: ["Metric", "Unit and formula"],
    columns,
    rows: table.metrics.map((metric) => ({
      label: metric.name,
      detail: [metric.unit === "currency" ? "amount" : metric.unit, metric.formula].filter(Boolean).join(": "),
      cells: companies.flatMap((_, company) =>
        table.periods.map((period): ExportCell => {
          const cell = table.cells[compsKey(metric.id, company, period)];
          if (!cell) return { value: null, source: null };
          if (cell.value === null) return { value: null, source: { text: `Missing: ${cell.missing.join(" ")}`, link: null } };
          if (!metric.formula) {
            const r = cell.inputs[0]!.reading!;
            return { value: cell.value, source: readingSource(origin, r) };
          }
          const inputs = cell.inputs.filter((i) => i.reading).map((i) => `${i.name} ${i.period} = ${i.reading!.amount} (${i.reading!.documentTitle}, page ${i.reading!.pageNumber}, ${pageLink(origin, i.reading!)})`);
          return { value: cell.value, source: { text: `${metric.formula}. ${inputs.join("; ")}`, link: null } };
        }),
      ),
    })),
    notes: ["Amounts in currency units; percentages as percent (12.5 = 12.5%)."],
  };
}
