// npm run eval:retrieval — page recall on the narrative questions of lib/retrieval (their evidence
// pages checked by hand) over the catalog of DATA_DIR, an ingested copy of the sample corpus.
import { db } from "../lib/db/connection";
import { NARRATIVE_QUESTIONS } from "../lib/retrieval/narrative-questions.fixture";
import { pageRecall } from "../lib/retrieval/page-recall";

const report = pageRecall(db(), NARRATIVE_QUESTIONS);
for (const miss of report.misses) console.log(`miss: ${miss.question} → ${miss.got.join(", ")}`);
console.log(JSON.stringify({ questions: report.questions, "page@5": report.recall[5], "page@10": report.recall[10], "p95.ms": report.p95Ms }));
