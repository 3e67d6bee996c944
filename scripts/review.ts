// Documents an operator should look at: those whose company matched no registry entry (filed under
// the name the document gives, or under the unidentified filer). Add the company to the registry
// and ingest again to file them properly.
//   npm run review
import { closeDb } from "../lib/db/connection";
import { documentsForReview } from "../lib/catalog/document-queries";

const flagged = documentsForReview();
if (flagged.length === 0) console.log("No documents need review.");
else console.log(`${flagged.length} document${flagged.length === 1 ? "" : "s"} need review:`);
for (const d of flagged) console.log(`NEEDS REVIEW  ${d.id}  ${d.sourceFileName}\n  ${d.title}\n  ${d.reason}`);
closeDb();
