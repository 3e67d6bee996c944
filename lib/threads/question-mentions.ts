// Reads the companies and periods a question names, with the same reading retrieval uses, so a
// follow-up is understood as the API will understand it. Offsets are given in the question as
// written (retrieval reads it with answer-format instructions set aside).
import { db, type Db } from "../db/connection";
import { catalogCompanies } from "../retrieval/catalog-companies";
import { understandQuery } from "../retrieval/understand-query";
import type { QuestionMentions, Span } from "./follow-up";

/** The mention's offsets in `text`: where it was read, or its nearest occurrence. */
function locate(text: string, mention: Span): Span | null {
  if (text.slice(mention.start, mention.end) === mention.text) return mention;
  const lower = text.toLowerCase();
  const start = lower.indexOf(mention.text.toLowerCase());
  return start < 0 ? null : { text: mention.text, start, end: start + mention.text.length };
}

/** "Amcor's" names Amcor: the possessive stays with the sentence when the name is replaced. */
function withoutPossessive(span: Span): Span {
  const possessive = /['’]s?$/.exec(span.text);
  if (!possessive || possessive.index === 0) return span;
  return { text: span.text.slice(0, possessive.index), start: span.start, end: span.end - possessive[0].length };
}

export function readQuestionMentions(text: string, database: Db = db()): QuestionMentions {
  const reading = understandQuery(text, catalogCompanies(database));
  const companies: QuestionMentions["companies"] = [];
  for (const mention of reading.companies) {
    const span = locate(text, mention);
    if (span) companies.push({ name: mention.company.name, span: withoutPossessive(span) });
  }
  const periods = reading.periods.spans.map((span) => locate(text, span)).filter((span): span is Span => span !== null);
  return { companies, periods };
}
