// Reading a question into what retrieval filters and ranks on: the companies it names, the
// periods, the kind of document, the metrics, line items and statements it is about, and its
// own words once the answer-format instructions are set aside — and, from the same terms, what it
// asks of the figures (`figures`), which the answer engine computes from. One reading per question.
import type { PageKind } from "../catalog/codes";
import type { Company } from "../catalog/types";
import {
  findLineItems, findMetrics, findStatements, lineItem, metricInputs, type LineItemMatch, type MetricMatch,
  type StatementKind,
} from "../finance";
import { companyIndex, type CompanyMention } from "./company-names";
import { expandConcepts, type ConceptExpansion } from "./disclosure-concepts";
import { askedCompanies } from "./question-subject";
import { readDocumentKinds, type DocumentKindMention } from "./read-document-kinds";
import { readPeriods, type PeriodReading } from "./read-periods";
import { readQuestion, type QuestionReading } from "./read-question";
import { INSTRUCTION_WORDS, STOP_WORDS } from "./stop-words";
import { stripInstructions } from "./strip-instructions";

export interface QueryUnderstanding {
  query: string;
  /** Distinct companies, in the order first named. */
  companies: CompanyMention[];
  periods: PeriodReading;
  documentKinds: DocumentKindMention[];
  metrics: MetricMatch[];
  lineItems: LineItemMatch[];
  /** Statements the question names outright ("using the cash flow statement"). */
  statementHints: StatementKind[];
  /** Statements that hold what is asked: the hints, then those of the metrics and line items. */
  statements: StatementKind[];
  /** Page kinds worth preferring beyond the statements ("segment" questions → segment tables). */
  pageKinds: PageKind[];
  /** Answer-format instructions set aside ("round your answer to two decimal places"). */
  instructions: string[];
  /** The question's own words for lexical search: no names, periods, forms, instructions or stop words. */
  terms: string[];
  /** Pairs of those words that stand next to each other in the question ("card members"). */
  phrases: string[];
  /** The filings' words for the disclosure concepts the question names ("legal battles" → "litigation"). */
  concepts: ConceptExpansion;
  /** What the question asks of the figures: metric, series, line items, period, presentation. */
  figures: QuestionReading;
}

const SEGMENT_CUES = /\b(segments?|regions?|regional|geograph\w*|divisions?|business units?|product (?:lines?|categories)|by country)\b/i;

function blank(text: string, spans: { start: number; end: number }[]): string {
  let out = text;
  for (const { start, end } of spans) out = out.slice(0, start) + " ".repeat(end - start) + out.slice(end);
  return out;
}

function searchWords(text: string): { terms: string[]; phrases: string[] } {
  const terms: string[] = [];
  const phrases: string[] = [];
  let previous: { word: string; end: number } | undefined;
  for (const m of text.toLowerCase().matchAll(/[a-z][a-z0-9&'’-]*[a-z0-9]|[a-z]/g)) {
    const parts = m[0].replace(/['’]s?$/, "").split(/[-']/);
    let offset = m.index;
    for (const part of parts) {
      const start = offset;
      offset += part.length + 1;
      if (part.length < 2 || STOP_WORDS.has(part) || INSTRUCTION_WORDS.has(part)) {
        previous = undefined;
        continue;
      }
      if (!terms.includes(part)) terms.push(part);
      // Adjacent when only spaces or a hyphen separate them.
      if (previous && /^[\s-]*$/.test(text.slice(previous.end, start))) {
        const phrase = `${previous.word} ${part}`;
        if (!phrases.includes(phrase)) phrases.push(phrase);
      }
      previous = { word: part, end: start + part.length };
    }
  }
  return { terms, phrases };
}

function distinctCompanies(mentions: CompanyMention[]): CompanyMention[] {
  const seen = new Set<string>();
  return mentions.filter((m) => !seen.has(m.company.id) && seen.add(m.company.id));
}

/** Reads a question against the catalog's companies. Pure: the same inputs give the same reading. */
export function understandQuery(query: string, companies: readonly Company[]): QueryUnderstanding {
  const stripped = stripInstructions(query);
  // Statements are read from the whole question: "using the cash flow statement" is an
  // instruction for the answer and a hint for retrieval at once.
  const statementMentions = findStatements(query);
  const statementHints = [...new Set(statementMentions.map((s) => s.value))];

  const companyMentions = companyIndex(companies).find(stripped.text);
  const periods = readPeriods(stripped.text);
  const documentKinds = readDocumentKinds(stripped.text);
  // The vocabulary is found once, in the whole question; retrieval ranks with what lies outside
  // the answer-format instructions, the figures' reading uses all of it.
  const allMetrics = findMetrics(query);
  const allLineItems = findLineItems(query);
  const asked = (m: { start: number; end: number; text: string }) => stripped.text.slice(m.start, m.end) === m.text;
  const metrics = allMetrics.filter(asked);
  const lineItems = allLineItems.filter(asked);

  const statements = new Set<StatementKind>(statementHints);
  for (const m of metrics) if (m.metric.kind === "formula") metricInputs(m.metric).statements.forEach((s) => statements.add(s));
  for (const l of lineItems) statements.add(lineItem(l.item).statement);

  const pageKinds: PageKind[] = [...statements];
  // A statement named inside a measure's own name ("balance-sheet leverage") is part of that name,
  // not a statement to look in: it stays in the question's own words.
  const inMeasure = (s: { start: number; end: number }) => [...allMetrics, ...allLineItems].some((m) => m.start <= s.start && m.end >= s.end && m.end - m.start > s.end - s.start);
  const ownWords = blank(stripped.text, [...companyMentions, ...periods.spans, ...documentKinds, ...statementMentions.filter((s) => !inMeasure(s))]);
  const words = searchWords(ownWords);
  const concepts = expandConcepts(ownWords, words.terms);
  // "Is it spinning off a segment?" asks about an event, not for figures by segment.
  if (SEGMENT_CUES.test(stripped.text) && !concepts.narrative) pageKinds.push("segment-table");
  const askedOf = askedCompanies(stripped.text, companyMentions);
  // The names the asked companies go by are theirs; another company named ("Walmart's Costco
  // warehouses") stays a subject the pages must speak of.
  const askedNames = companyMentions.filter((m) => askedOf.some((a) => a.company.id === m.company.id)).map((m) => m.text);
  return {
    query,
    companies: distinctCompanies(askedOf),
    periods,
    documentKinds,
    metrics,
    lineItems,
    statementHints,
    statements: [...statements],
    pageKinds,
    instructions: stripped.instructions,
    ...words,
    concepts,
    figures: { ...readQuestion(query, { metrics: allMetrics, lineItems: allLineItems, periods, ownText: ownWords }), companyNames: askedNames },
  };
}
