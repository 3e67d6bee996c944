// Research threads of the workspace: a user's questions in order, each with the context it
// inherited from the turn before and the answer as it stood when last saved (a turn still being
// answered is saved as it grows, so a reload can show it).
export const up = `
CREATE TABLE threads (
  id          TEXT PRIMARY KEY,                 -- random UUID, the thread's address
  owner       TEXT NOT NULL,                    -- workspace user name
  title       TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX threads_owner ON threads (owner, updated_at DESC);

CREATE TABLE thread_turns (
  thread_id   TEXT NOT NULL REFERENCES threads (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,                 -- 0-based, in the order asked
  question    TEXT NOT NULL,                    -- as the user typed it
  query       TEXT NOT NULL,                    -- as sent to the API, with inherited context
  context     TEXT NOT NULL DEFAULT '{}',       -- JSON: companies, periods, documents and what was inherited
  status      TEXT NOT NULL,                    -- streaming | done | failed | cancelled
  content     TEXT NOT NULL DEFAULT '',
  sources     TEXT NOT NULL DEFAULT '{}',       -- JSON: the sourceMap as received
  thinking    TEXT NOT NULL DEFAULT '[]',       -- JSON: progress steps
  warnings    TEXT NOT NULL DEFAULT '[]',       -- JSON: strings
  error       TEXT,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (thread_id, position)
);
`;
