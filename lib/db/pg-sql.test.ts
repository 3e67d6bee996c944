import { describe, expect, it } from "vitest";
import { ftsLeaves, parseFtsExpression, pgSearch, toTsquery } from "./fts-expression";
import { pgParameter, toPgStatement } from "./pg-sql";

describe("statements rewritten for PostgreSQL", () => {
  it("numbers ? in order and @names once each, leaving quoted text alone", () => {
    const { text, slots } = toPgStatement("SELECT '?' AS q, x FROM t WHERE a = ? AND b = @name AND c = ? OR d = @name -- ?\n");
    expect(text).toBe("SELECT '?' AS q, x FROM t WHERE a = $1 AND b = $2 AND c = $3 OR d = $2 \n");
    expect(slots).toEqual([0, "name", 1]);
  });

  it("quotes mixed-case aliases and gives DESC and ASC SQLite's place for nulls", () => {
    const { text } = toPgStatement('WITH a AS MATERIALIZED (SELECT 1) SELECT company_id AS companyId, CAST(x AS text), y AS "Kept" FROM t ORDER BY d.date DESC, name ASC, z');
    expect(text).toBe('WITH a AS MATERIALIZED (SELECT 1) SELECT company_id AS "companyId", CAST(x AS text), y AS "Kept" FROM t ORDER BY d.date DESC NULLS LAST, name ASC NULLS FIRST, z');
  });

  it("sends values as libpq text, bytes as bytea hex", () => {
    expect([null, undefined, 3, "a", true].map(pgParameter)).toEqual([null, null, "3", "a", "1"]);
    expect(pgParameter(Buffer.from([0, 255]))).toBe("\\x00ff");
  });

  it("replaces U+0000, which PostgreSQL text cannot hold, raw or escaped in JSON", () => {
    expect(pgParameter("a\0b")).toBe("a\uFFFDb");
    expect(pgParameter(JSON.stringify(["a\0b"]))).toBe('["a\\ufffdb"]');
    expect(pgParameter('["a\\\\u0000"]')).toBe('["a\\\\u0000"]');
  });
});

describe("FTS5 expressions read as tsqueries", () => {
  it("keeps phrases, prefixes, AND, OR and NOT", () => {
    expect(pgSearch('("net revenue" OR "sales") NOT "guidance"').query).toBe("(('net revenue' | 'sales') & !'guidance')");
    expect(pgSearch('"total" "free cash fl"*').query).toBe("('total' & ('free cash' <-> 'fl':*))");
    expect(pgSearch("\"o'brien\" AND \"AMC.AX\"").query).toBe("('o brien' & 'AMC AX')");
    expect(pgSearch('"%" OR "cash"').query).toBe("('cash')");
    expect(pgSearch('"%" "cash"').query).toBe("");
  });

  it("writes NEAR as every distance up to n + 1, either way round", () => {
    const query = toTsquery(parseFtsExpression('NEAR("cash" "flow", 2)')!);
    expect(query).toBe("(('cash' <1> 'flow' | 'flow' <1> 'cash' | 'cash' <2> 'flow' | 'flow' <2> 'cash' | 'cash' <3> 'flow' | 'flow' <3> 'cash'))");
  });

  it("lists the phrases BM25 scores, not those excluded", () => {
    const leaves = ftsLeaves(parseFtsExpression('("a b" OR c*) NOT "d"')!);
    expect(leaves.map((l) => [l.text, l.prefix])).toEqual([["a b", false], ["c", true]]);
  });
});
