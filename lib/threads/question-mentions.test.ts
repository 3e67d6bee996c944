import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/connection";
import { seedCatalog } from "../../tests/contract/catalog-fixture";
import { planTurn, type ReadMentions } from "./follow-up";
import { readQuestionMentions } from "./question-mentions";

let dir: string;
let database: Db;
let read: ReadMentions;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-mentions-"));
  database = openDb(path.join(dir, "catalog.db"));
  seedCatalog(database, path.join(dir, "files"));
  read = (text) => readQuestionMentions(text, database);
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("readQuestionMentions", () => {
  it("reads companies and periods with retrieval's reading, at their places in the question", () => {
    const question = "What was Amcor's net income in FY2022?";
    const mentions = read(question);
    expect(mentions.companies.map((c) => c.name)).toEqual(["Amcor plc"]);
    expect(question.slice(mentions.companies[0]!.span.start, mentions.companies[0]!.span.end)).toBe("Amcor");
    expect(mentions.periods.map((p) => p.text)).toEqual(["FY2022"]);
  });

  it("lets a thread carry a company into a follow-up and swap it for another", () => {
    const first = planTurn("What was Amcor's net income in FY2022?", read, null);
    const previous = { query: first.query, context: first.context, citedCompanies: [], citedDocumentIds: [] };
    expect(planTurn("And in FY2021?", read, previous).query).toBe("What was Amcor's net income in FY2021?");
    const other = planTurn("What about 3M?", read, previous);
    expect(other.context.companies).toEqual(["3M Company"]);
    expect(other.query).toBe("What was 3M Company's net income in FY2022?");
  });
});
