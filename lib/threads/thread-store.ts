// Threads in the store: every statement about threads and their turns, behind functions that
// take a database handle. A thread belongs to one user; changes name the owner, so a user can
// only rename or delete their own.
import { db as defaultDb, type Db } from "../db/connection";
import { isoNow } from "../db/dialect";
import { prepared } from "../db/prepared";
import type { ThreadSummary, ThreadTurn, TurnAnswer, TurnContext } from "./thread-types";

interface ThreadRow {
  id: string;
  owner: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  turnCount: number;
}

interface TurnRow {
  position: number;
  question: string;
  query: string;
  context: string;
  status: ThreadTurn["status"];
  content: string;
  sources: string;
  thinking: string;
  warnings: string;
  error: string | null;
}

const SUMMARY = `SELECT t.id, t.owner, t.title, t.created_at AS createdAt, t.updated_at AS updatedAt,
  (SELECT COUNT(*) FROM thread_turns WHERE thread_id = t.id) AS turnCount FROM threads t`;

function summary(row: ThreadRow): ThreadSummary {
  return { id: row.id, title: row.title, createdAt: row.createdAt, updatedAt: row.updatedAt, turnCount: row.turnCount };
}

function parse<T>(json: string, fallback: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

const EMPTY_CONTEXT: TurnContext = {
  companies: [],
  periods: [],
  documentIds: [],
  inherited: { companies: false, periods: false, documents: false },
};

function turn(row: TurnRow): ThreadTurn {
  return {
    position: row.position,
    question: row.question,
    query: row.query,
    context: { ...EMPTY_CONTEXT, ...parse<Partial<TurnContext>>(row.context, {}) },
    status: row.status,
    content: row.content,
    sources: parse(row.sources, {}),
    thinking: parse(row.thinking, []),
    warnings: parse(row.warnings, []),
    error: row.error,
  };
}

export function createThread(thread: { id: string; owner: string; title: string }, database: Db = defaultDb()): void {
  prepared(database, "INSERT INTO threads (id, owner, title) VALUES (?, ?, ?)").run(thread.id, thread.owner, thread.title);
}

export function findThread(id: string, database: Db = defaultDb()): (ThreadSummary & { owner: string }) | null {
  const row = prepared(database, `${SUMMARY} WHERE t.id = ?`).get(id) as ThreadRow | undefined;
  return row ? { ...summary(row), owner: row.owner } : null;
}

/** The owner's threads, most recently active first. */
export function listThreads(owner: string, limit = 100, database: Db = defaultDb()): ThreadSummary[] {
  const rows = prepared(database, `${SUMMARY} WHERE t.owner = ? ORDER BY t.updated_at DESC, t.id LIMIT ?`).all(owner, limit) as ThreadRow[];
  return rows.map(summary);
}

export function renameThread(id: string, owner: string, title: string, database: Db = defaultDb()): boolean {
  return prepared(database, "UPDATE threads SET title = ? WHERE id = ? AND owner = ?").run(title, id, owner).changes > 0;
}

export function deleteThread(id: string, owner: string, database: Db = defaultDb()): boolean {
  return prepared(database, "DELETE FROM threads WHERE id = ? AND owner = ?").run(id, owner).changes > 0;
}

export function threadTurns(threadId: string, database: Db = defaultDb()): ThreadTurn[] {
  const rows = prepared(
    database,
    `SELECT position, question, query, context, status, content, sources, thinking, warnings, error
     FROM thread_turns WHERE thread_id = ? ORDER BY position`,
  ).all(threadId) as TurnRow[];
  return rows.map(turn);
}

/** Appends a turn being answered; returns its position. */
export function addTurn(
  threadId: string,
  asked: { question: string; query: string; context: TurnContext },
  database: Db = defaultDb(),
): number {
  return database.transaction(() => {
    const position = prepared(database, "SELECT COALESCE(MAX(position) + 1, 0) FROM thread_turns WHERE thread_id = ?")
      .pluck()
      .get(threadId) as number;
    prepared(
      database,
      "INSERT INTO thread_turns (thread_id, position, question, query, context, status) VALUES (?, ?, ?, ?, ?, 'streaming')",
    ).run(threadId, position, asked.question, asked.query, JSON.stringify(asked.context));
    prepared(database, "UPDATE threads SET updated_at = ? WHERE id = ?").run(isoNow(true), threadId);
    return position;
  })();
}

/**
 * Saves a turn's answer as it stands (while it grows, and once more when it ends). Only a turn
 * still being answered changes: false when it has ended meanwhile — stopped from another instance.
 */
export function saveTurnAnswer(threadId: string, position: number, answer: TurnAnswer, database: Db = defaultDb()): boolean {
  return prepared(
    database,
    `UPDATE thread_turns SET status = ?, content = ?, sources = ?, thinking = ?, warnings = ?, error = ?
     WHERE thread_id = ? AND position = ? AND status = 'streaming'`,
  ).run(
    answer.status,
    answer.content,
    JSON.stringify(answer.sources),
    JSON.stringify(answer.thinking),
    JSON.stringify(answer.warnings),
    answer.error,
    threadId,
    position,
  ).changes > 0;
}

/** The thread's turn being answered, if any, with when it was asked (ISO time). */
export function answeringTurn(threadId: string, database: Db = defaultDb()): { position: number; askedAt: string } | null {
  const row = prepared(
    database,
    "SELECT position, created_at AS askedAt FROM thread_turns WHERE thread_id = ? AND status = 'streaming' ORDER BY position DESC LIMIT 1",
  ).get(threadId) as { position: number; askedAt: string } | undefined;
  return row ?? null;
}

/** Marks the turn stopped, whichever instance answers it (that one stops at its next save). */
export function stopTurn(threadId: string, position: number, database: Db = defaultDb()): boolean {
  return prepared(database, "UPDATE thread_turns SET status = 'cancelled' WHERE thread_id = ? AND position = ? AND status = 'streaming'")
    .run(threadId, position).changes > 0;
}
