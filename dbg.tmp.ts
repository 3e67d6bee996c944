import fs from "node:fs";
import { statementRows } from "./lib/finance/statement-rows";
import { findStatementTitles } from "./lib/finance";
const [f, p] = process.argv.slice(2);
const page: string = JSON.parse(fs.readFileSync(`/tmp/fn-retrieval/pages/${f}.json`, "utf8"))[Number(p) - 1];
const lines = page.split("\n").filter(l => l.trim());
for (const l of lines.slice(0, 12)) { const t = findStatementTitles(l); if (t.length) console.log("TITLE", t[0].value, "<<", l); }
console.log(statementRows(page).filter(r => r.item).map(r => `${r.item}: ${r.label}`).join("\n"));
