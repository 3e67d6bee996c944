// The catalog: companies, documents, their pages, and what the API and workspace need to
// authenticate. Pages carry their Markdown and the classification ingestion gives them.
export const up = `
CREATE TABLE companies (
  id              TEXT PRIMARY KEY,
  name            TEXT NOT NULL,
  tickers         TEXT NOT NULL DEFAULT '[]',   -- JSON array
  countries       TEXT NOT NULL DEFAULT '[]',   -- JSON array
  files_with_sec  INTEGER NOT NULL DEFAULT 0,
  cik             TEXT,                         -- without leading zeros
  permid          TEXT,
  aliases         TEXT NOT NULL DEFAULT '[]',   -- JSON array, informal names
  listed          INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX companies_name ON companies (name COLLATE NOCASE, id);
CREATE INDEX companies_cik ON companies (cik);

-- One row per ticker, upper-cased, with its base form, so ticker filters use an index.
CREATE TABLE company_tickers (
  company_id  TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  ticker      TEXT NOT NULL,
  base        TEXT NOT NULL,
  PRIMARY KEY (company_id, ticker)
);
CREATE INDEX company_tickers_ticker ON company_tickers (ticker);
CREATE INDEX company_tickers_base ON company_tickers (base);

CREATE TABLE documents (
  id              TEXT PRIMARY KEY,
  company_id      TEXT NOT NULL REFERENCES companies (id),
  category        TEXT NOT NULL,                -- v2 category code
  form_type       TEXT,
  title           TEXT NOT NULL,
  description     TEXT NOT NULL,
  date            TEXT,                         -- YYYY-MM-DD; null when the document states none
  fiscal_year     INTEGER,
  fiscal_quarter  INTEGER,
  fiscal_period   TEXT,
  language        TEXT,                         -- ISO 639-1; null when there is no prose to tell
  metadata        TEXT NOT NULL DEFAULT '{}',   -- JSON object: provenance and form facts
  sha256          TEXT NOT NULL UNIQUE,
  page_count      INTEGER NOT NULL,
  original_path   TEXT NOT NULL,                -- relative to the files folder
  markdown_path   TEXT NOT NULL,                -- relative to the files folder
  ingested_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX documents_date ON documents (date DESC, id);
CREATE INDEX documents_company ON documents (company_id, date DESC);
CREATE INDEX documents_fiscal ON documents (fiscal_year, fiscal_quarter);

CREATE TABLE pages (
  document_id  TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  page_number  INTEGER NOT NULL,                -- physical, 1-based
  content      TEXT NOT NULL,                   -- Markdown
  kind         TEXT NOT NULL DEFAULT 'other',   -- see PageKind
  garbled      INTEGER NOT NULL DEFAULT 0,      -- text unusable (font without a character map)
  PRIMARY KEY (document_id, page_number)
);

-- Lexical index over page text; external content so the text is stored once.
CREATE VIRTUAL TABLE pages_fts USING fts5 (
  content,
  content = 'pages',
  content_rowid = 'rowid',
  tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE TRIGGER pages_ai AFTER INSERT ON pages BEGIN
  INSERT INTO pages_fts (rowid, content) VALUES (new.rowid, new.content);
END;
CREATE TRIGGER pages_ad AFTER DELETE ON pages BEGIN
  INSERT INTO pages_fts (pages_fts, rowid, content) VALUES ('delete', old.rowid, old.content);
END;
CREATE TRIGGER pages_au AFTER UPDATE OF content ON pages BEGIN
  INSERT INTO pages_fts (pages_fts, rowid, content) VALUES ('delete', old.rowid, old.content);
  INSERT INTO pages_fts (rowid, content) VALUES (new.rowid, new.content);
END;

CREATE TABLE api_keys (
  id            TEXT PRIMARY KEY,
  name          TEXT NOT NULL,
  key_hash      TEXT NOT NULL UNIQUE,           -- SHA-256 of the key
  prefix        TEXT NOT NULL,                  -- first characters, to recognise a key in lists
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  revoked_at    TEXT,
  last_used_at  TEXT
);

CREATE TABLE users (
  username       TEXT PRIMARY KEY,
  password_hash  TEXT NOT NULL,                 -- scrypt
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
`;
