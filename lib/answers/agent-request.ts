// The request of the agent operations (6, 12, 13): a question and, optionally, the documents to
// answer from, as one comma-separated string (as in the chunks operation).
import { MAX_QUESTION_LENGTH } from "../retrieval/question-bounds";
import { z } from "zod";

const documentIdList = z
  .string()
  .describe("Comma-separated document ids; when given, only these documents are used.")
  .transform((raw) => {
    const ids = [...new Set(raw.split(",").map((v) => v.trim().toLowerCase()).filter(Boolean))];
    return ids.length ? ids : undefined;
  });

const question = z.string().trim().min(1).max(MAX_QUESTION_LENGTH).describe("Natural-language question about the disclosures.");

export const agentRequestBody = z.object({
  query: question,
  documentIds: documentIdList.optional(),
});
export type AgentRequest = z.output<typeof agentRequestBody>;

/** v1 takes the question in the query string as well; the body may then be absent. */
export const agentRequestQueryV1 = z.object({
  query: question.optional(),
  documentIds: documentIdList.optional(),
});

export const agentRequestBodyV1 = z
  .object({
    query: question.optional(),
    documentIds: documentIdList.optional(),
  })
  .optional();
