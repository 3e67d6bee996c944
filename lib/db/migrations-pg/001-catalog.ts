// The whole schema on PostgreSQL, as the SQLite migrations 001–006 leave it, with PostgreSQL's
// forms where SQLite's have none: an identity column named `rowid` on pages (the store modules
// address pages by it, as SQLite's implicit rowid), tsvector columns with GIN indexes in place of
// the FTS5 tables, BIGINT for milliseconds, BYTEA for bytes, and text timestamps in the same
// ISO 8601 form SQLite's strftime writes.
export const up = `
CREATE EXTENSION IF NOT EXISTS unaccent;

-- Words as FTS5's "porter unicode61 remove_diacritics 2" reads them, as near as PostgreSQL comes:
-- accents dropped, English stems, no stop words (a phrase keeps every word's position), and a
-- hyphenated word indexed by its parts only.
CREATE TEXT SEARCH DICTIONARY footnote_stem (TEMPLATE = snowball, Language = english);
CREATE TEXT SEARCH CONFIGURATION footnote (COPY = simple);
ALTER TEXT SEARCH CONFIGURATION footnote
  ALTER MAPPING FOR asciiword, word, numword, hword_asciipart, hword_part, hword_numpart WITH unaccent, footnote_stem;
ALTER TEXT SEARCH CONFIGURATION footnote DROP MAPPING FOR asciihword, hword, numhword;

-- Text as FTS5's unicode61 tokenizer divides it: punctuation separates words. PostgreSQL's parser
-- would otherwise read "AMC.AX" as a host name, "1,234.5" as one number and "10-K" as a compound.
CREATE FUNCTION footnote_words(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT regexp_replace($1, '[[:punct:]]+', ' ', 'g') $$;

-- How many words a tsvector holds (its length for BM25).
CREATE FUNCTION footnote_token_count(tsvector) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT coalesce(sum(cardinality(positions)), 0)::integer FROM unnest($1) $$;

-- The lexemes of a phrase, in order.
CREATE FUNCTION footnote_lexemes(text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT coalesce(array_agg(lexeme ORDER BY positions[1]), '{}') FROM unnest(to_tsvector('footnote', footnote_words($1))) $$;

-- How often a phrase occurs in a tsvector, for BM25: the occurrences of its rarest word there
-- (the last word counted as a prefix when asked). A single word, the common case, is read by
-- marking it and filtering the vector (C functions), never by unnesting the whole vector.
CREATE FUNCTION footnote_tf(tsv tsvector, lexemes text[], prefix boolean) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN cardinality(lexemes) = 0 THEN 0
    WHEN NOT prefix THEN (
      SELECT coalesce(min(footnote_token_count(ts_filter(setweight(tsv, 'A', ARRAY[l.lexeme]), '{a}'))), 0)::integer
      FROM unnest(lexemes) AS l(lexeme))
    ELSE (
      SELECT coalesce(min(n), 0)::integer FROM (
        SELECT (SELECT coalesce(sum(cardinality(u.positions)), 0) FROM unnest(tsv) u
                WHERE u.lexeme = l.lexeme OR (l.i = cardinality(lexemes) AND starts_with(u.lexeme, l.lexeme))) AS n
        FROM unnest(lexemes) WITH ORDINALITY AS l(lexeme, i)) counts)
  END
$$;

-- Each wanted lexeme's occurrences in some tsvectors, weighted per vector and summed, as a JSON
-- object. Each vector is read once: the wanted lexemes are marked and the rest filtered away (C
-- functions), however many phrases the query has.
CREATE FUNCTION footnote_counts(tsvs tsvector[], factors float8[], lexemes text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(jsonb_object_agg(lexeme, n), '{}') FROM (
    SELECT u.lexeme, sum(factors[t.i] * cardinality(u.positions)) AS n
    FROM unnest(tsvs) WITH ORDINALITY AS t(v, i), unnest(ts_filter(setweight(t.v, 'A', lexemes), '{a}')) AS u
    WHERE factors[t.i] <> 0
    GROUP BY u.lexeme) counted
$$;

CREATE TABLE companies (
  id              TEXT PRIMARY KEY,
  name            TEXT NOT NULL,
  tickers         TEXT NOT NULL DEFAULT '[]',
  countries       TEXT NOT NULL DEFAULT '[]',
  files_with_sec  INTEGER NOT NULL DEFAULT 0,
  cik             TEXT,
  permid          TEXT,
  aliases         TEXT NOT NULL DEFAULT '[]',
  listed          INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX companies_name ON companies (lower(name), id);
CREATE INDEX companies_cik ON companies (cik);

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
  category        TEXT NOT NULL,
  form_type       TEXT,
  title           TEXT NOT NULL,
  description     TEXT NOT NULL,
  date            TEXT,
  fiscal_year     INTEGER,
  fiscal_quarter  INTEGER,
  fiscal_period   TEXT,
  language        TEXT,
  metadata        TEXT NOT NULL DEFAULT '{}',
  sha256          TEXT NOT NULL UNIQUE,
  page_count      INTEGER NOT NULL,
  original_path   TEXT NOT NULL,
  markdown_path   TEXT NOT NULL,
  ingested_at     TEXT NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
  fiscal_calendar TEXT
);
CREATE INDEX documents_date ON documents (date DESC, id);
CREATE INDEX documents_company ON documents (company_id, date DESC);
CREATE INDEX documents_fiscal ON documents (fiscal_year, fiscal_quarter);

CREATE TABLE pages (
  rowid        BIGINT GENERATED BY DEFAULT AS IDENTITY UNIQUE,
  document_id  TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  page_number  INTEGER NOT NULL,
  content      TEXT NOT NULL,
  kind         TEXT NOT NULL DEFAULT 'other',
  garbled      INTEGER NOT NULL DEFAULT 0,
  tsv          TSVECTOR NOT NULL DEFAULT ''::tsvector,
  tokens       INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (document_id, page_number)
);
CREATE INDEX pages_tsv ON pages USING gin (tsv);

CREATE FUNCTION pages_index() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tsv := to_tsvector('footnote', footnote_words(NEW.content));
  NEW.tokens := footnote_token_count(NEW.tsv);
  RETURN NEW;
END $$;
CREATE TRIGGER pages_index BEFORE INSERT OR UPDATE OF content ON pages FOR EACH ROW EXECUTE FUNCTION pages_index();

-- Originals and Markdown, kept with the catalog so that every instance serves them; written in
-- the document's own transaction.
CREATE TABLE stored_files (
  path         TEXT PRIMARY KEY,
  document_id  TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  data         BYTEA NOT NULL
);
CREATE INDEX stored_files_document ON stored_files (document_id);

CREATE TABLE api_keys (
  id            TEXT PRIMARY KEY,
  name          TEXT NOT NULL,
  key_hash      TEXT NOT NULL UNIQUE,
  prefix        TEXT NOT NULL,
  created_at    TEXT NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
  revoked_at    TEXT,
  last_used_at  TEXT
);

CREATE TABLE users (
  username       TEXT PRIMARY KEY,
  password_hash  TEXT NOT NULL,
  created_at     TEXT NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
);

CREATE TABLE page_features (
  document_id  TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  page_number  INTEGER NOT NULL,
  version      INTEGER NOT NULL,
  kind         TEXT NOT NULL,
  items        TEXT NOT NULL DEFAULT '',
  years        TEXT NOT NULL DEFAULT '',
  fingerprint  TEXT NOT NULL,
  PRIMARY KEY (document_id, page_number)
);

CREATE TABLE sessions (
  id_hash     TEXT PRIMARY KEY,
  username    TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  expires_at  BIGINT NOT NULL
);
CREATE INDEX sessions_by_user ON sessions (username);

CREATE TABLE threads (
  id          TEXT PRIMARY KEY,
  owner       TEXT NOT NULL,
  title       TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  updated_at  TEXT NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
);
CREATE INDEX threads_owner ON threads (owner, updated_at DESC);

CREATE TABLE thread_turns (
  thread_id   TEXT NOT NULL REFERENCES threads (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  question    TEXT NOT NULL,
  query       TEXT NOT NULL,
  context     TEXT NOT NULL DEFAULT '{}',
  status      TEXT NOT NULL,
  content     TEXT NOT NULL DEFAULT '',
  sources     TEXT NOT NULL DEFAULT '{}',
  thinking    TEXT NOT NULL DEFAULT '[]',
  warnings    TEXT NOT NULL DEFAULT '[]',
  error       TEXT,
  created_at  TEXT NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  PRIMARY KEY (thread_id, position)
);

CREATE TABLE page_terms (
  document_id  TEXT PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  version      INTEGER NOT NULL,
  stems        TEXT NOT NULL,
  data         BYTEA NOT NULL
);

CREATE TABLE term_pages (
  stem   TEXT PRIMARY KEY,
  pages  INTEGER NOT NULL
);

-- The document-level index: one row per document, a tsvector per weighted column and their
-- concatenation (what a query matches), with the row's length in words for BM25.
CREATE TABLE documents_fts (
  document_id   TEXT PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  version       INTEGER NOT NULL,
  title         TEXT NOT NULL,
  company       TEXT NOT NULL,
  period        TEXT NOT NULL,
  headings      TEXT NOT NULL,
  terms         TEXT NOT NULL,
  title_tsv     TSVECTOR NOT NULL DEFAULT ''::tsvector,
  company_tsv   TSVECTOR NOT NULL DEFAULT ''::tsvector,
  period_tsv    TSVECTOR NOT NULL DEFAULT ''::tsvector,
  headings_tsv  TSVECTOR NOT NULL DEFAULT ''::tsvector,
  terms_tsv     TSVECTOR NOT NULL DEFAULT ''::tsvector,
  tsv           TSVECTOR NOT NULL DEFAULT ''::tsvector,
  tokens        INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX documents_fts_tsv ON documents_fts USING gin (tsv);

CREATE FUNCTION documents_fts_index() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.title_tsv := to_tsvector('footnote', footnote_words(NEW.title));
  NEW.company_tsv := to_tsvector('footnote', footnote_words(NEW.company));
  NEW.period_tsv := to_tsvector('footnote', footnote_words(NEW.period));
  NEW.headings_tsv := to_tsvector('footnote', footnote_words(NEW.headings));
  NEW.terms_tsv := to_tsvector('footnote', footnote_words(NEW.terms));
  NEW.tsv := NEW.title_tsv || NEW.company_tsv || NEW.period_tsv || NEW.headings_tsv || NEW.terms_tsv;
  NEW.tokens := footnote_token_count(NEW.title_tsv) + footnote_token_count(NEW.company_tsv) + footnote_token_count(NEW.period_tsv)
    + footnote_token_count(NEW.headings_tsv) + footnote_token_count(NEW.terms_tsv);
  RETURN NEW;
END $$;
CREATE TRIGGER documents_fts_index BEFORE INSERT OR UPDATE ON documents_fts FOR EACH ROW EXECUTE FUNCTION documents_fts_index();

-- The document index inverted: for each lexeme, the rows holding it and how often in each column
-- (title, company, period, headings, terms). A question's words are looked up here, so ranking
-- the documents reads a few index entries, never every row's vectors.
CREATE TABLE documents_fts_terms (
  lexeme       TEXT NOT NULL,
  document_id  TEXT NOT NULL REFERENCES documents_fts (document_id) ON DELETE CASCADE,
  counts       REAL[] NOT NULL,
  PRIMARY KEY (lexeme, document_id)
);
CREATE INDEX documents_fts_terms_document ON documents_fts_terms (document_id);

CREATE FUNCTION documents_fts_invert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM documents_fts_terms WHERE document_id = NEW.document_id;
  INSERT INTO documents_fts_terms (lexeme, document_id, counts)
  SELECT lexeme, NEW.document_id, ARRAY[
      coalesce(sum(n) FILTER (WHERE c = 1), 0), coalesce(sum(n) FILTER (WHERE c = 2), 0), coalesce(sum(n) FILTER (WHERE c = 3), 0),
      coalesce(sum(n) FILTER (WHERE c = 4), 0), coalesce(sum(n) FILTER (WHERE c = 5), 0)]
  FROM (SELECT 1 AS c, lexeme, cardinality(positions) AS n FROM unnest(NEW.title_tsv)
        UNION ALL SELECT 2, lexeme, cardinality(positions) FROM unnest(NEW.company_tsv)
        UNION ALL SELECT 3, lexeme, cardinality(positions) FROM unnest(NEW.period_tsv)
        UNION ALL SELECT 4, lexeme, cardinality(positions) FROM unnest(NEW.headings_tsv)
        UNION ALL SELECT 5, lexeme, cardinality(positions) FROM unnest(NEW.terms_tsv)) occurrences
  GROUP BY lexeme;
  RETURN NULL;
END $$;
CREATE TRIGGER documents_fts_invert AFTER INSERT OR UPDATE ON documents_fts FOR EACH ROW EXECUTE FUNCTION documents_fts_invert();

-- The catalog's version: bumped by every statement that writes a catalog table, in the writer's
-- own transaction, so that every instance's caches see every instance's writes.
CREATE TABLE catalog_version (
  id       INTEGER PRIMARY KEY CHECK (id = 1),
  version  BIGINT NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (1, 0);
CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
CREATE TRIGGER companies_version AFTER INSERT OR UPDATE OR DELETE ON companies FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER company_tickers_version AFTER INSERT OR UPDATE OR DELETE ON company_tickers FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER documents_version AFTER INSERT OR UPDATE OR DELETE ON documents FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER pages_version AFTER INSERT OR UPDATE OR DELETE ON pages FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER page_features_version AFTER INSERT OR UPDATE OR DELETE ON page_features FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER page_terms_version AFTER INSERT OR UPDATE OR DELETE ON page_terms FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER term_pages_version AFTER INSERT OR UPDATE OR DELETE ON term_pages FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER documents_fts_version AFTER INSERT OR UPDATE OR DELETE ON documents_fts FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
`;
