import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/connection";
import {
  addTurn, answeringTurn, createThread, deleteThread, findThread, listThreads, renameThread, saveTurnAnswer, stopTurn, threadTurns,
} from "./thread-store";
import type { TurnContext } from "./thread-types";

let dir: string;
let store: Db;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-threads-"));
  store = openDb(path.join(dir, "threads.db"));
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const context: TurnContext = {
  companies: ["Acme Corp"],
  periods: ["FY2022"],
  documentIds: [],
  inherited: { companies: true, periods: false, documents: false },
};

describe("thread store", () => {
  it("keeps a user's threads with their turns in order, each answer as last saved", () => {
    const id = "00000000-0000-4000-8000-000000000001";
    createThread({ id, owner: "ana", title: "Acme revenue" }, store);
    expect(addTurn(id, { question: "Revenue?", query: "Revenue?", context }, store)).toBe(0);
    expect(addTurn(id, { question: "And in 2019?", query: "Revenue in 2019?", context }, store)).toBe(1);
    saveTurnAnswer(id, 0, { status: "done", content: "Up [#a1b2c3d4].", sources: {}, thinking: [{ content: "Searching" }], warnings: [], error: null }, store);

    const turns = threadTurns(id, store);
    expect(turns.map((t) => [t.position, t.question, t.status])).toEqual([
      [0, "Revenue?", "done"],
      [1, "And in 2019?", "streaming"],
    ]);
    expect(turns[0]).toMatchObject({ content: "Up [#a1b2c3d4].", thinking: [{ content: "Searching" }], context });
    expect(findThread(id, store)).toMatchObject({ owner: "ana", title: "Acme revenue", turnCount: 2 });
    expect(listThreads("ana", 100, store).map((t) => t.id)).toEqual([id]);
    expect(listThreads("ben", 100, store)).toEqual([]);
  });

  it("lets only the owner rename or delete, and deletes the turns with the thread", () => {
    const id = "00000000-0000-4000-8000-000000000002";
    createThread({ id, owner: "ana", title: "Old" }, store);
    addTurn(id, { question: "Q", query: "Q", context }, store);
    expect(renameThread(id, "ben", "Hijacked", store)).toBe(false);
    expect(renameThread(id, "ana", "New", store)).toBe(true);
    expect(findThread(id, store)?.title).toBe("New");
    expect(deleteThread(id, "ben", store)).toBe(false);
    expect(deleteThread(id, "ana", store)).toBe(true);
    expect(findThread(id, store)).toBeNull();
    expect(threadTurns(id, store)).toEqual([]);
  });

  it("marks a turn stopped from anywhere, after which the answering side's saves are refused", () => {
    const id = "00000000-0000-4000-8000-000000000003";
    createThread({ id, owner: "ana", title: "Stopped elsewhere" }, store);
    addTurn(id, { question: "Q", query: "Q", context }, store);
    const answering = answeringTurn(id, store);
    expect(answering?.position).toBe(0);
    expect(Math.abs(Date.parse(answering!.askedAt) - Date.now())).toBeLessThan(60_000);
    const partial = { status: "streaming" as const, content: "So far", sources: {}, thinking: [], warnings: [], error: null };
    expect(saveTurnAnswer(id, 0, partial, store)).toBe(true);
    expect(stopTurn(id, 0, store)).toBe(true);
    expect(stopTurn(id, 0, store)).toBe(false);
    expect(answeringTurn(id, store)).toBeNull();
    expect(saveTurnAnswer(id, 0, { ...partial, content: "So far, and more" }, store)).toBe(false);
    expect(threadTurns(id, store)[0]).toMatchObject({ status: "cancelled", content: "So far" });
  });
});
