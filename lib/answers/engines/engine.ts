// What an answer engine is given and what it gives back. Engines write; the pipeline around them
// decides what is searched, which pages may be cited, and checks every citation they make.
import type { CatalogDocument } from "../../catalog/types";
import type { PageKind } from "../../catalog/codes";
import type { ThinkingStage } from "../answer-events";
import type { QuestionReading } from "../../retrieval/read-question";

/** A retrieved page with the ref it is cited by. */
export interface CitablePage {
  ref: string;
  document: CatalogDocument;
  pageNumber: number;
  content: string;
  kind: PageKind;
  score: number;
}

/** The filings the catalog holds of the companies a question names. */
export interface CatalogHoldings {
  companies: string[];
  documents: CatalogDocument[];
  /**
   * Which of the years a filing's multi-year tables print beyond its statements' columns (a
   * five-year summary of selected data), read from its pages on demand.
   */
  tableYears?: (document: CatalogDocument, years: readonly number[]) => number[];
}

export interface EngineInput {
  query: string;
  /** What the question asks of the figures, as retrieval read it. */
  reading: QuestionReading;
  pages: CitablePage[];
  signal: AbortSignal;
  /** The filings the catalog holds of the companies the question names, when it names any. */
  holdings?: CatalogHoldings;
}

export type EngineOutput =
  /** Answer text, citing pages with `[#ref]` markers. */
  | { type: "text"; text: string }
  /** The passage of a cited page that supports the answer, when the engine knows it. */
  | { type: "excerpt"; ref: string; excerpt: string }
  | { type: "thinking"; content: string; stage: ThinkingStage };

export interface AnswerEngine {
  readonly name: string;
  write(input: EngineInput): AsyncIterable<EngineOutput>;
}
