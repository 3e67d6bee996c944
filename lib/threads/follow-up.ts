// Follow-up questions in a thread. A question that names no company or period inherits those of
// the turn before; one that names nothing at all (e.g. "why?") also stays with the documents
// the last answer came from. An elliptical follow-up ("and in 2019?", "what about Pepsi?") is
// the previous question with the newly named company or period put in place of the old one.
// Pure: the caller supplies how a question's mentions are read.
import type { TurnContext } from "./thread-types";

export interface Span {
  text: string;
  start: number;
  end: number;
}

export interface QuestionMentions {
  /** Companies named, with the canonical name of each. */
  companies: { name: string; span: Span }[];
  periods: Span[];
}

export type ReadMentions = (text: string) => QuestionMentions;

export interface PreviousTurn {
  query: string;
  context: TurnContext;
  /** Companies and documents of the pages the previous answer cited. */
  citedCompanies: string[];
  citedDocumentIds: string[];
}

export interface TurnPlan {
  query: string;
  /** The documents to limit the question to, or undefined for the whole catalog. */
  documentIds: string[] | undefined;
  context: TurnContext;
}

// Words that carry no subject of their own in a follow-up: once these, the companies and the
// periods are set aside and nothing is left, the question means "the same, but for …".
const CONNECTIVES = new Set(
  "a an and also about as at by did do does during for how in is it its of on or same so the their them then there these they this those to vs was were what which".split(
    " ",
  ),
);

function distinct(values: string[]): string[] {
  return [...new Set(values)];
}

function blank(text: string, spans: Span[]): string {
  let out = text;
  for (const { start, end } of spans) out = out.slice(0, start) + " ".repeat(end - start) + out.slice(end);
  return out;
}

/** Whether the question, without its companies and periods, is only connecting words. */
export function isElliptical(question: string, mentions: QuestionMentions): boolean {
  const rest = blank(question, [...mentions.companies.map((c) => c.span), ...mentions.periods]);
  const words = rest.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return words.every((word) => CONNECTIVES.has(word) || word === "s");
}

/** Replaces the first span by `replacement` and drops the others (with the "and" that joined them). */
function substitute(text: string, spans: Span[], replacement: string): string {
  const ordered = [...spans].sort((a, b) => a.start - b.start);
  let out = text;
  for (let i = ordered.length - 1; i >= 0; i--) {
    const { start, end } = ordered[i]!;
    if (i === 0) out = out.slice(0, start) + replacement + out.slice(end);
    else out = out.slice(0, start).replace(/\s*(,|and|&|or)?\s*$/i, "") + out.slice(end);
  }
  return out;
}

/** Adds context before the question's closing punctuation: "Why? " → "Why (Acme, FY2022)?". */
function withContext(question: string, parts: string[]): string {
  if (parts.length === 0) return question;
  const match = /^(.*?)([\s?.!]*)$/s.exec(question.trim())!;
  return `${match[1]} (${parts.join("; ")})${match[2] ?? ""}`;
}

function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * What to ask for `question`: the query, the documents to limit it to and the context to record.
 * `scope` is an explicit limit the user chose (the documents a page has in view); it wins.
 */
export function planTurn(question: string, read: ReadMentions, previous: PreviousTurn | null, scope?: string[]): TurnPlan {
  const own = read(question);
  const ownCompanies = distinct(own.companies.map((c) => c.name));
  const ownPeriods = distinct(own.periods.map((p) => p.text));
  const limited = scope && scope.length > 0 ? scope : undefined;
  if (!previous) {
    return {
      query: question,
      documentIds: limited,
      context: {
        companies: ownCompanies,
        periods: ownPeriods,
        documentIds: limited ?? [],
        inherited: { companies: false, periods: false, documents: false },
      },
    };
  }

  const previousCompanies = previous.context.companies.length > 0 ? previous.context.companies : previous.citedCompanies;
  const previousPeriods = previous.context.periods;
  const previousDocuments = previous.context.documentIds.length > 0 ? previous.context.documentIds : previous.citedDocumentIds;
  const inheritsCompanies = ownCompanies.length === 0 && previousCompanies.length > 0;
  const inheritsPeriods = ownPeriods.length === 0 && previousPeriods.length > 0;
  // Only a question that moves to nothing new stays with the same documents: another company
  // or period needs other filings.
  const inheritsDocuments = !limited && ownCompanies.length === 0 && ownPeriods.length === 0 && previousDocuments.length > 0;
  const companies = inheritsCompanies ? previousCompanies : ownCompanies;
  const periods = inheritsPeriods ? previousPeriods : ownPeriods;
  const documentIds = limited ?? (inheritsDocuments ? previousDocuments : undefined);

  let query: string;
  if (isElliptical(question, own) && (ownCompanies.length > 0 || ownPeriods.length > 0)) {
    const before = read(previous.query);
    query = previous.query;
    // Periods first: they come later in a question, so replacing them leaves company offsets valid.
    if (ownPeriods.length > 0) {
      query = before.periods.length > 0 ? substitute(query, before.periods, joinNames(ownPeriods)) : withContext(query, [joinNames(ownPeriods)]);
    }
    if (ownCompanies.length > 0) {
      const spans = read(query).companies.map((c) => c.span);
      query = spans.length > 0 ? substitute(query, spans, joinNames(ownCompanies)) : withContext(query, [joinNames(ownCompanies)]);
    }
  } else {
    const parts: string[] = [];
    if (inheritsCompanies) parts.push(joinNames(companies));
    if (inheritsPeriods) parts.push(joinNames(periods));
    query = withContext(question, parts);
  }
  return {
    query,
    documentIds,
    context: {
      companies,
      periods,
      documentIds: documentIds ?? [],
      inherited: { companies: inheritsCompanies, periods: inheritsPeriods, documents: inheritsDocuments },
    },
  };
}
