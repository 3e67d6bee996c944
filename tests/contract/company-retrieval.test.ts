// Endpoint 14 over HTTP: the companies a free-text description names, best first, on a catalog
// holding the sample registry's companies (entered by the ingest command).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { companySchema } from "@/lib/openapi/response-schemas";
import { ingestSampleFilings } from "../support/project-commands";
import { startContractServer, type ContractServer } from "./contract-server";

const PATH = "/api/v2/rag/company-retrieval";

type Company = z.infer<typeof companySchema>;

let server: ContractServer;
let registry: Company[];
beforeAll(async () => {
  server = await startContractServer({ seed: (dataDir) => ingestSampleFilings(dataDir, []) });
  registry = await (await server.fetch("/api/v2/companies/list?limit=1000")).json();
});
afterAll(() => server?.stop());

function post(body: string, key?: string | null) {
  return server.fetch(PATH, { method: "POST", headers: { "Content-Type": "application/json" }, body, key });
}

async function retrieve(query: string): Promise<Company[]> {
  const response = await post(JSON.stringify({ query }));
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** The registry's company with this ticker, exactly as the companies operations show it. */
function withTicker(ticker: string): Company {
  const company = registry.find((c) => c.tickers.includes(ticker));
  if (!company) throw new Error(`no company with ticker ${ticker}`);
  return company;
}

describe(`POST ${PATH}`, () => {
  it.each([
    ["a full name", "Lockheed Martin", ["LMT"]],
    ["a ticker in a sentence", "What did MSFT report last year?", ["MSFT"]],
    ["a suffixed ticker", "AMC.AX", ["AMCR"]],
    ["an informal name", "Coke", ["KO"]],
    ["an informal name with an inner capital", "How is JnJ doing?", ["JNJ"]],
    ["a brand name", "Zara", ["ITX.MC"]],
    ["a name in lower case", "microsoft", ["MSFT"]],
    ["a name misspelt by one letter", "Netflx", ["NFLX"]],
    ["a name with two letters swapped", "Walmrat revenue", ["WMT"]],
    ["the start of a name", "Lockh", ["LMT"]],
    ["a list, in the order written", "compare Coca-Cola and PepsiCo", ["KO", "PEP"]],
    ["a list of abbreviations", "J&J vs P&G", ["JNJ", "PG"]],
    ["a list with a company the catalog lacks", "Apple, MSFT and Nvidia", ["AAPL", "MSFT"]],
    ["exact names before misspelt ones", "Walmrat and Netflix", ["NFLX", "WMT"]],
  ])("finds companies by %s", async (_, query, tickers) => {
    expect(await retrieve(query)).toEqual(tickers.map(withTicker));
  });

  it.each([
    ["no company", "the weather tomorrow in Paris"],
    ["a name two letters away", "Ntflxx"],
    ["an ordinary word that is also a ticker", "what does it cost"],
  ])("answers [] for %s", async (_, query) => {
    expect(await retrieve(query)).toEqual([]);
  });

  it("shows each company as the companies operations do", async () => {
    const [company] = await retrieve("Ulta Beauty");
    expect(company).toEqual(await (await server.fetch(`/api/v2/companies/${company?.id}`)).json());
    expect(company).not.toHaveProperty("aliases");
  });

  it.each([
    ["malformed JSON", '{"query": "Apple"', [["body"], "json_invalid"]],
    ["no body", "", [["body"], "missing"]],
    ["no query", "{}", [["body", "query"], "missing"]],
    ["an empty query", '{"query": ""}', [["body", "query"], "string_too_short"]],
    ["a query that is not a string", '{"query": 42}', [["body", "query"], "string_type"]],
  ] as const)("answers 422 for %s", async (_, body, [loc, type]) => {
    const response = await post(body);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ detail: [{ loc, msg: expect.any(String), type }] });
  });

  it("answers 401 without a valid key", async () => {
    expect((await post('{"query": "Apple"}', null)).status).toBe(401);
    expect((await post('{"query": "Apple"}', "fn_not-a-key")).status).toBe(401);
  });
});
