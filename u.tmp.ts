import fs from "node:fs";
import { understandQuery } from "./lib/retrieval/understand-query";
const reg = JSON.parse(fs.readFileSync("/work/shared/corpus/companies.json", "utf8"));
const companies = reg.map((c: any, i: number) => ({ id: String(i), name: c.name, tickers: c.tickers, countries: c.countries, filesWithSec: true, cik: c.cik, permid: null, aliases: c.aliases, listed: true }));
const qs = fs.readFileSync("/work/shared/eval/financebench-dev.jsonl","utf8").split("\n").filter(Boolean).map(l=>JSON.parse(l).question);
for (const q of [...qs, ...process.argv.slice(2)]) {
  const u = understandQuery(q, companies);
  console.log(q.slice(0, 100).replace(/\n/g, " "));
  console.log("   C:", u.companies.map(c => `${c.company.name}<${c.text}:${c.via}>`).join(", "), "| P:", JSON.stringify({y: u.periods.years, q: u.periods.quarter, h: u.periods.half, d: u.periods.dates, m: u.periods.months, l: u.periods.lastYears}), "| K:", u.documentKinds.map(k => k.text).join(","), "| S:", u.statements.join(","), "| PK:", u.pageKinds.length);
  console.log("   T:", u.terms.join(" "));
}
