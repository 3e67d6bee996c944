// Two-stage retrieval's stores. `page_terms`: each document's own inverted index of its pages'
// words (lib/pages/page-terms.ts), so ranking the pages of a few documents never reads the
// catalog-wide index; `term_pages`: on how many pages of the catalog each stem is (the row
// of the empty stem counts the pages), kept with `page_terms`, for the words' rarity. `documents_fts`: one row per document (title, description, company,
// period, section headings, the words its pages use most), which chooses the documents for a
// question that names no company. Both are derived from the catalog and rebuilt when their
// derivation changes (`version`).
export const up = `
CREATE TABLE page_terms (
  document_id  TEXT PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  version      INTEGER NOT NULL,
  stems        TEXT NOT NULL,   -- the stems, one per line, in the order of data's offsets
  data         BLOB NOT NULL    -- page numbers, page lengths and postings (page-terms.ts)
);

CREATE TABLE term_pages (
  stem   TEXT PRIMARY KEY,
  pages  INTEGER NOT NULL
) WITHOUT ROWID;

CREATE VIRTUAL TABLE documents_fts USING fts5 (
  document_id UNINDEXED,
  version UNINDEXED,
  title,
  company,
  period,
  headings,
  terms,
  tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE TRIGGER documents_fts_delete AFTER DELETE ON documents BEGIN
  DELETE FROM documents_fts WHERE document_id = old.id;
END;
`;
