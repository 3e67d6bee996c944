// Documents without a date, a fiscal year or quarter, or an identified company are listed, shown
// and searched like any other: every operation answers 200 with the interface's shapes (nulls where
// the filing said nothing), and questions whose candidates include them are answered.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { openTestStore } from "../support/test-store";
import { OPERATIONS, responseProblems } from "./api-operations";
import { startContractServer, type ContractServer } from "./contract-server";
import { INCOMPLETE_DOCUMENTS, QUILLFEATHER, seedWithIncompleteDocuments } from "./incomplete-catalog";

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer({
    seed: (dataDir) => {
      const database = openTestStore(dataDir);
      seedWithIncompleteDocuments(database, path.join(dataDir, "files"));
      database.close();
    },
  });
});
afterAll(() => server?.stop());

const operation = (n: number) => OPERATIONS.find((o) => o.name.startsWith(`${n} `))!;
const json = { "Content-Type": "application/json" };

describe("documents that lack metadata", () => {
  it("are listed and shown with nulls for what the filing did not state", async () => {
    for (const n of [3]) {
      const response = await server.fetch(`/api/v1/documents/list?companyIds=${QUILLFEATHER.id}`);
      expect(await responseProblems(operation(n), response.clone())).toEqual([]);
      const listed = (await response.json()) as { id: string; date: string | null }[];
      expect(listed.map((d) => d.id).sort()).toEqual(INCOMPLETE_DOCUMENTS.slice(0, 3).map((d) => d.id).sort());
      // Undated documents come after dated ones.
      expect(listed.at(-1)?.date).toBeNull();
    }
    for (const d of INCOMPLETE_DOCUMENTS) {
      expect(await responseProblems(operation(4), await server.fetch(`/api/v1/documents/${d.id}`))).toEqual([]);
      expect(await responseProblems(operation(10), await server.fetch(`/api/v2/documents/${d.id}`))).toEqual([]);
    }
  });

  const questions = [
    "Were there any board member nominees who had substantially more votes against them than others?",
    "What was Quillfeather's revenue in FY2022?",
    "What did Quillfeather report as of March 2023?",
    "Quillfeather results for the quarter ended 2023-02-14",
    "Quillfeather Q4 2022 net income",
    "Quillfeather revenue over the last three years",
    // Readers whose inputs are a filing's dates and years: the cover page, a period still to come,
    // balances at the year-end, parts, counts of people.
    "What is Quillfeather's fiscal year end?",
    "Where are Quillfeather's principal executive offices?",
    "What will Quillfeather's revenue be next year?",
    "Quillfeather ROA on year-end total assets in FY2022",
    "Which Quillfeather segment had the highest revenue in FY2022?",
    "How many employees does Quillfeather have?",
    // Table reasoning, rows by their whole wording, passages told in words and the declines that
    // read the pages, not the filing's metadata.
    "Which was larger for Quillfeather in FY2022: inventories or receivables?",
    "What was Quillfeather's second-largest current liability in FY2022?",
    "By how much did Quillfeather's accounts payable change in FY2022?",
    "How many of Quillfeather's segments reported an operating loss in FY2022?",
    "How much cash did Quillfeather pay for income taxes in FY2022?",
    "What is Quillfeather's dividend policy?",
    "What were Quillfeather's same-store sales in FY2022?",
    "What was Quillfeather's cruise ship business revenue in FY2022?",
    "Explain EBITDA.",
    "What was Quilfeather's revenue in FY2022? Answer in plain English.",
  ];

  it.each(questions)("answers %s on chunks, agent-response and the stream", async (query) => {
    const q = encodeURIComponent(query);
    for (const [n, response] of [
      [5, await server.fetch(`/api/v1/rag/chunks?query=${q}`)],
      [11, await server.fetch(`/api/v2/rag/chunks?query=${q}`)],
      [6, await server.fetch(`/api/v1/rag/agent-response?query=${q}`, { method: "POST" })],
      [12, await server.fetch("/api/v2/rag/agent-response", { method: "POST", headers: json, body: JSON.stringify({ query }) })],
      [13, await server.fetch("/api/v2/rag/agent-response-stream", { method: "POST", headers: json, body: JSON.stringify({ query }) })],
    ] as const) {
      expect(response.status, `operation ${n}`).toBe(200);
      expect(await responseProblems(operation(n), response)).toEqual([]);
    }
  });

  it("answers questions put to the undated documents themselves", async () => {
    const documentIds = INCOMPLETE_DOCUMENTS.map((d) => d.id).join(",");
    const response = await server.fetch("/api/v2/rag/agent-response", {
      method: "POST", headers: json, body: JSON.stringify({ query: "How many votes against did the nominee receive in 2023?", documentIds }),
    });
    expect(response.status).toBe(200);
    expect(await responseProblems(operation(12), response)).toEqual([]);
  });
});
