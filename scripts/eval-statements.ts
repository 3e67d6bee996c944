// Statements coverage: for every annual report in the catalog of DATA_DIR, the share of the
// line-item dictionary (lib/finance) its standardised statements state for the report's own
// fiscal year, read from that report alone. Prints one JSON line (mean, median and quartiles
// over reports, the share per statement and per line item); --reports adds one line per report.
//
//   DATA_DIR=data npm run eval:statements -- [--reports]
import { parseArgs } from "node:util";
import { citationRef } from "../lib/answers/citation-refs";
import { statementPages } from "../lib/answers/statement-pages";
import { listDocuments } from "../lib/catalog/document-queries";
import { db } from "../lib/db/connection";
import { LINE_ITEMS } from "../lib/finance";
import { periodKey, standardStatements } from "../lib/financials/standard-statements";

const { values: options } = parseArgs({ options: { reports: { type: "boolean" } } });
const perReport = options.reports === true;
const database = db();
const reports = listDocuments({ documentCategories: ["annual-financial-report"], limit: 100_000 }, database).filter((d) => d.fiscalYear);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const round = (x: number) => Math.round(x * 1000) / 1000;

const shares: number[] = [];
const byItem = new Map<string, number>(LINE_ITEMS.map((i) => [i.id, 0]));
const byStatement = new Map<string, { found: number; total: number }>();
const started = performance.now();
for (const document of reports) {
  const pages = statementPages(document.id, database).map((p) => ({
    ref: citationRef(document.id, p.pageNumber), document, pageNumber: p.pageNumber, kind: p.kind, content: p.content, score: 1,
  }));
  const statements = standardStatements([{ document, pages }]);
  const own = periodKey(document.fiscalYear!, null);
  const found = new Set(statements.statements.flatMap((s) => s.rows.filter((r) => r.cells[own]).map((r) => r.item)));
  for (const item of LINE_ITEMS) {
    const tally = byStatement.get(item.statement) ?? { found: 0, total: 0 };
    tally.total++;
    if (found.has(item.id)) {
      tally.found++;
      byItem.set(item.id, byItem.get(item.id)! + 1);
    }
    byStatement.set(item.statement, tally);
  }
  const share = found.size / LINE_ITEMS.length;
  shares.push(share);
  if (perReport) console.log(JSON.stringify({ report: document.title, statementPages: pages.length, found: found.size, of: LINE_ITEMS.length, share: round(share) }));
}
shares.sort((a, b) => a - b);
console.log(JSON.stringify({
  eval: "statements",
  reports: reports.length,
  dictionaryRows: LINE_ITEMS.length,
  meanShare: round(shares.reduce((a, b) => a + b, 0) / (shares.length || 1)),
  p25Share: round(quantile(shares, 0.25)), medianShare: round(quantile(shares, 0.5)), p75Share: round(quantile(shares, 0.75)),
  minShare: round(shares[0] ?? 0), maxShare: round(shares.at(-1) ?? 0),
  byStatement: Object.fromEntries([...byStatement].map(([k, v]) => [k, round(v.found / v.total)])),
  byItem: Object.fromEntries([...byItem].map(([k, v]) => [k, round(v / (reports.length || 1))])),
  seconds: round((performance.now() - started) / 1000),
}));
