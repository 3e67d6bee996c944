// A research thread as the workspace keeps it: questions in order, each with the context it was
// asked in (companies, periods, documents, and which of them came from the turn before) and its
// answer. Shared by the server (store, routes) and the browser (as types only).
import type { ThinkingStep } from "../workspace/answer-state";
import type { SourceMap } from "../workspace/streamed-events";

export type TurnStatus = "streaming" | "done" | "failed" | "cancelled";

export interface TurnContext {
  /** Company names the question is about, as they went into the query. */
  companies: string[];
  /** Periods as written ("FY2019", "December 31, 2022"). */
  periods: string[];
  /** Documents the question was limited to; empty when it searched the whole catalog. */
  documentIds: string[];
  /** What came from the turn before rather than from the question itself. */
  inherited: { companies: boolean; periods: boolean; documents: boolean };
}

export interface TurnAnswer {
  status: TurnStatus;
  content: string;
  sources: SourceMap;
  thinking: ThinkingStep[];
  warnings: string[];
  error: string | null;
}

export interface ThreadTurn extends TurnAnswer {
  position: number;
  /** As the user typed it. */
  question: string;
  /** As sent to the API, with the inherited context written in. */
  query: string;
  context: TurnContext;
}

export interface ThreadSummary {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  turnCount: number;
}

export interface ThreadView extends ThreadSummary {
  owner: string;
  /** True for any signed-in user but the owner: they may read and share, not ask or change. */
  readOnly: boolean;
  turns: ThreadTurn[];
}

export const MAX_TITLE_LENGTH = 120;

/** A thread's first title: its first question, on one line and not too long. */
export function titleFromQuestion(question: string): string {
  const line = question.replace(/\s+/g, " ").trim();
  return line.length <= MAX_TITLE_LENGTH ? line : `${line.slice(0, MAX_TITLE_LENGTH - 1).trimEnd()}…`;
}
