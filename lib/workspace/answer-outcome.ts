// Whether a finished answer answers or declines. Every answer the service gives rests on cited
// pages; one that finished with text but no citation marker is the service saying the filings do
// not answer the question (the interface's decline: HTTP 200, an empty source map). The workspace
// shows it as a decline, not as an answer that happens to lack sources.
import { citationOrder } from "./citations";
import type { AnswerState } from "./answer-state";

export type AnswerOutcome = "pending" | "answered" | "declined";

export function answerOutcome(answer: Pick<AnswerState, "status" | "content">): AnswerOutcome {
  if (answer.status !== "done" || !answer.content.trim()) return "pending";
  return citationOrder(answer.content).length > 0 ? "answered" : "declined";
}
