// What ranking knows about each page beyond its words: its kind as the current classifier reads
// it, the standard line items its rows state, the years its columns show, and a fingerprint for
// near-duplicates. Derived from the page Markdown (lib/pages/page-features.ts) and rebuilt
// when that derivation changes (`version`).
export const up = `
CREATE TABLE page_features (
  document_id  TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  page_number  INTEGER NOT NULL,
  version      INTEGER NOT NULL,
  kind         TEXT NOT NULL,
  items        TEXT NOT NULL DEFAULT '',        -- comma-separated line-item ids
  years        TEXT NOT NULL DEFAULT '',        -- comma-separated years, most recent first
  fingerprint  TEXT NOT NULL,                   -- 64-bit SimHash, hex
  PRIMARY KEY (document_id, page_number)
) WITHOUT ROWID;
`;
