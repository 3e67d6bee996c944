// How one answer is judged against a question with a known answer: is it an answer at all (a
// cited claim), does it state the gold figure, does it cite a page the answer is on, are its
// markers and excerpts sound, and — for a question the catalog cannot answer — does it say so
// plainly instead of quoting whatever came up.

/** "table": a question answered by comparing rows of a table (largest, which grew, did it fall). */
export type QuestionType = "line-item" | "metric" | "quarter" | "segment" | "table" | "narrative" | "unanswerable";

export interface EvidencePage {
  /** The filing's file name: the first 16 hex digits of its SHA-256, then ".pdf". */
  file: string;
  page: number;
}

export interface EvalQuestion {
  id: string;
  question: string;
  /** The gold answer in words. */
  answer: string;
  type: QuestionType;
  /** The figure the answer must state (in the unit the question implies), when there is one. */
  value?: number | null;
  /** Pages that state the answer; citing any one of them counts. */
  evidence: EvidencePage[];
  /** In a set written in halves, the half the question is in (see evaluate.ts). */
  split?: "tune" | "check";
}

export interface CollectedAnswer {
  content: string;
  sources: { ref: string; file: string; pageNumber: number; content: string; excerpt: string | null }[];
}

export interface AnswerScore {
  id: string;
  type: string;
  answered: boolean;
  /** null when the question has no gold figure. */
  numberStated: boolean | null;
  /** Whether the first **bold** figure of the answer is the gold one; null without a gold figure. */
  headline: boolean | null;
  /** null when the question has no evidence page (it cannot be answered). */
  evidenceCited: boolean | null;
  /** For questions the catalog cannot answer: the answer says so and quotes nothing. */
  declined: boolean | null;
  dangling: number;
  excerpts: number;
  excerptsVerbatim: number;
}

// Wider than the product's marker pattern (lib/answers/citation-refs.ts) on purpose: the scorer
// must also see a malformed marker an engine wrote, to count it as dangling.
const MARKER = /\[(#[0-9a-zA-Z]{8})\]/g;
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

/** Numbers written in a text, as plain values: "$1,577.00" → 1577, "(0.5)" → -0.5, "12.5%" → 12.5. */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(/\(?-?\$?\d[\d,]*\.?\d*\)?%?/g)]
    .map((m) => m[0])
    .filter((t) => /\d/.test(t))
    .map((t) => {
      const negative = t.startsWith("(") && t.endsWith(")");
      const v = parseFloat(t.replace(/[$,()%]/g, ""));
      return negative ? -v : v;
    })
    .filter((v) => Number.isFinite(v));
}

/** Whether a figure is the gold one: within 1% of it, at any power of 1000, either sign. */
function matchesGold(n: number, gold: number): boolean {
  const tolerance = Math.max(0.01 * Math.abs(gold), 0.005);
  return [1, 1e3, 1e-3, 1e6, 1e-6].some((s) => Math.abs(Math.abs(n * s) - Math.abs(gold)) <= tolerance);
}

/** Whether a text states a figure: a number within 1% of it, at any power of 1000. */
export function statesNumber(text: string, gold: number): boolean {
  return numbersIn(text).some((n) => matchesGold(n, gold));
}

/**
 * The answer's headline figure: the first number inside the first **bold** span that holds one.
 * A reader takes the first emphasised figure as the answer, so it must be the computed result —
 * not one of its inputs, not a year.
 */
export function headlineFigure(content: string): number | null {
  for (const m of content.matchAll(/\*\*([^*]+)\*\*/g)) {
    const first = numbersIn(m[1]!)[0];
    if (first !== undefined) return first;
  }
  return null;
}

/** Whether the answer's headline figure is the gold one. */
export function headlineIs(content: string, gold: number): boolean {
  const figure = headlineFigure(content);
  return figure !== null && matchesGold(figure, gold);
}

const DECLINES = /\b(?:do(?:es)? not (?:answer|cover|state|include)|cannot answer|could not find|none (?:covers|of them)|no (?:filing|document|page)s? (?:in the catalog )?(?:covers?|for|states?)|not in the catalog|only (?:covers?|holds?))\b/i;

/** An answer that says the disclosures do not answer, without quoting passages as if they did. */
export function declines(content: string): boolean {
  const quotes = (content.match(/^\s*-\s+"/gm) ?? []).length;
  return DECLINES.test(content) && quotes === 0 && !/\*\*[^*]*\d[^*]*\*\*/.test(content);
}

export function scoreAnswer(question: EvalQuestion, answer: CollectedAnswer): AnswerScore {
  const markers = [...answer.content.matchAll(MARKER)].map((m) => m[1]!);
  const refs = new Set(answer.sources.map((s) => s.ref));
  const cited = answer.sources.filter((s) => markers.includes(s.ref));
  const withExcerpt = answer.sources.filter((s) => s.excerpt);
  const unanswerable = question.type === "unanswerable" || question.evidence.length === 0;
  return {
    id: question.id,
    type: question.type,
    answered: markers.length > 0,
    numberStated: typeof question.value === "number" ? statesNumber(answer.content, question.value) : null,
    headline: typeof question.value === "number" ? headlineIs(answer.content, question.value) : null,
    evidenceCited: unanswerable ? null : cited.some((s) => question.evidence.some((e) => e.file === s.file && e.page === s.pageNumber)),
    declined: unanswerable ? declines(answer.content) : null,
    dangling: markers.filter((m) => !refs.has(m)).length,
    excerpts: withExcerpt.length,
    excerptsVerbatim: withExcerpt.filter((s) => norm(s.content).includes(norm(s.excerpt!))).length,
  };
}

export interface Summary {
  questions: number;
  /** Of the questions with an answer; null when every question is one the catalog cannot answer. */
  "answered.pct": number | null;
  "number_stated.pct": number;
  "number_questions": number;
  /** Of the questions with a gold figure: the first bold figure of the answer is the gold. */
  "headline.pct": number;
  "evidence_cited.pct": number;
  "declined.pct": number | null;
  dangling_markers: number;
  "excerpts_verbatim.pct": number;
}

const pct = (n: number, d: number) => (d ? Math.round((1000 * n) / d) / 10 : 0);

export function summarise(rows: AnswerScore[]): Summary {
  const numeric = rows.filter((r) => r.numberStated !== null);
  const withEvidence = rows.filter((r) => r.evidenceCited !== null);
  const unanswerable = rows.filter((r) => r.declined !== null);
  const answerable = rows.filter((r) => r.declined === null);
  return {
    questions: rows.length,
    "answered.pct": answerable.length ? pct(answerable.filter((r) => r.answered).length, answerable.length) : null,
    "number_stated.pct": pct(numeric.filter((r) => r.numberStated).length, numeric.length),
    number_questions: numeric.length,
    "headline.pct": pct(numeric.filter((r) => r.headline).length, numeric.length),
    "evidence_cited.pct": pct(withEvidence.filter((r) => r.evidenceCited).length, withEvidence.length),
    "declined.pct": unanswerable.length ? pct(unanswerable.filter((r) => r.declined).length, unanswerable.length) : null,
    dangling_markers: rows.reduce((s, r) => s + r.dangling, 0),
    "excerpts_verbatim.pct": pct(rows.reduce((s, r) => s + r.excerptsVerbatim, 0), rows.reduce((s, r) => s + r.excerpts, 0)),
  };
}

/** Whether a scored answer falls short on anything it is judged on. */
export function isMiss(row: AnswerScore): boolean {
  if (row.declined !== null) return !row.declined;
  return !row.answered || row.numberStated === false || row.headline === false || row.evidenceCited === false || row.dangling > 0 || row.excerptsVerbatim < row.excerpts;
}
