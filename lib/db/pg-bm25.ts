// BM25 on PostgreSQL, scored as FTS5's bm25() scores (k1 = 1.2, b = 0.75, idf = ln((N − n + ½) /
// (n + ½)) floored at 10⁻⁶), since ts_rank knows nothing of how rare a word is. The phrases of the
// query arrive as JSON leaves (fts-expression.ts); each one's document frequency is counted from
// the GIN index of the table searched, its frequency in a row read from the row's tsvector
// (footnote_tf), and the row's length is its stored word count. These are CTEs for the store
// modules' statements; `@leaves` is the parameter holding the leaves.

/** The leaves as rows: their lexemes, whether the last is a prefix, and their own tsquery. */
export const LEAVES_CTE = `leaves AS MATERIALIZED (
  SELECT footnote_lexemes(l.text) AS lexemes, l.prefix, to_tsquery('footnote', l.q) AS q
  FROM json_to_recordset(CAST(@leaves AS json)) AS l(text text, prefix boolean, q text))`;

/** Row count and mean length of `table`, and each leaf's idf over it (CTEs `stats` and `weighted`). */
export function idfCtes(table: string): string {
  return `stats AS MATERIALIZED (SELECT count(*) AS n, greatest(coalesce(avg(tokens), 0), 1) AS avgdl FROM ${table}),
weighted AS MATERIALIZED (
  SELECT leaves.lexemes, leaves.prefix, greatest(ln((s.n - df.c + 0.5) / (df.c + 0.5)), 1e-6) AS idf
  FROM leaves, stats s, LATERAL (SELECT count(*) AS c FROM ${table} WHERE tsv @@ leaves.q) df)`;
}

/** Every lexeme of every leaf, for footnote_counts (CTE `wanted`). */
export const WANTED_CTE = `wanted AS MATERIALIZED (SELECT coalesce(array_agg(DISTINCT l), '{}') AS lexemes FROM leaves, unnest(leaves.lexemes) AS l)`;

/**
 * The BM25 sum over the leaves for one row, higher is better. `counts` is the row's
 * footnote_counts over `wanted`: a leaf's frequency is that of its rarest word. A leaf whose last
 * word is a prefix is counted by `prefixTf` instead (`w.lexemes` and `w.prefix` name the leaf).
 */
export function bm25Score(counts: string, prefixTf: string, tokens: string): string {
  const tf = `CASE WHEN w.prefix THEN ${prefixTf}
    ELSE (SELECT coalesce(min(coalesce(CAST(${counts} ->> l AS float8), 0)), 0) FROM unnest(w.lexemes) AS l) END`;
  return `(SELECT coalesce(sum(w.idf * t.tf * 2.2 / (t.tf + 1.2 * (0.25 + 0.75 * ${tokens} / s.avgdl))), 0)
    FROM weighted w, LATERAL (SELECT ${tf} AS tf) t)`;
}

/**
 * FTS5's snippet() on PostgreSQL: ts_headline's best passage of about `words` words, hits between
 * char(2) and char(3), with "…" where the passage is cut from the text around it.
 */
export function headlineSql(content: string, query: string, words: number): string {
  const options = `'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', MaxWords=${words}, MinWords=${Math.max(1, Math.floor(words / 2))}, MaxFragments=1'`;
  const bare = `replace(replace(h.h, chr(2), ''), chr(3), '')`;
  return `(SELECT CASE WHEN starts_with(ltrim(${content}), left(ltrim(${bare}), 24)) THEN '' ELSE '…' END || h.h
      || CASE WHEN right(rtrim(${content}), 24) = right(rtrim(${bare}), 24) THEN '' ELSE '…' END
    FROM (SELECT ts_headline('footnote', ${content}, ${query}, ${options}) AS h) h)`;
}
