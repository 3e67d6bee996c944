import fs from "node:fs";
import { classifyPage } from "./lib/ingest/classify-page";
const dir = "/tmp/fn-retrieval/pages";
const kind = process.argv[2]; const n = Number(process.argv[3] ?? 15);
const out: string[] = [];
for (const f of fs.readdirSync(dir)) { const pages: string[] = JSON.parse(fs.readFileSync(`${dir}/${f}`, "utf8")); pages.forEach((p, i) => { if (classifyPage(p) === kind) out.push(`${f.slice(0,8)}#${i+1}: ${p.slice(0, 220).replace(/\n/g, " / ")}`); }); }
let seed = 7; const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
for (let i = 0; i < n && out.length; i++) console.log(out.splice(Math.floor(rnd() * out.length), 1)[0]);
