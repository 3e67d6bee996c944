// Workspace sessions kept server-side, so that signing out, a password change or the deletion of
// a user ends them: the cookie names a session, and a session that is no longer here is over.
// Only a hash of the session id is stored.
export const up = `
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_by_user ON sessions (username);
`;
