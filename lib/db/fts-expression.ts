// The store modules speak FTS5's query language (search-syntax.ts writes it; retrieval writes
// `"a" OR "b"`; search in a document writes `"a" "b"*`). On PostgreSQL the same expression is
// read here and written as a tsquery, with the phrases it looks for listed so that BM25 can be
// scored over them. Only the forms those writers emit are read: quoted strings (a trailing `*`
// makes the last word a prefix), NEAR(…, n), AND, OR, NOT, parentheses, and juxtaposition for AND.
//
// NEAR differs in form, not in meaning: tsquery has only an exact-distance operator (`a <3> b`,
// b three words after a), so NEAR(a b, n) becomes every distance from 1 to n + 1 in either order,
// and a NEAR of more than two items asks that every pair of them be that near.

export type FtsNode =
  | { kind: "phrase"; text: string; prefix: boolean }
  | { kind: "near"; items: FtsNode[]; distance: number }
  | { kind: "and" | "or"; items: FtsNode[] }
  | { kind: "not"; include: FtsNode; exclude: FtsNode };

type Token = { type: "string"; text: string; prefix: boolean } | { type: "word"; text: string } | { type: "(" | ")" | "," };

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < expression.length) {
    const c = expression[i]!;
    if (/\s/.test(c)) i++;
    else if (c === "(" || c === ")" || c === ",") {
      tokens.push({ type: c });
      i++;
    } else if (c === '"') {
      let text = "";
      i++;
      while (i < expression.length) {
        if (expression[i] === '"') {
          if (expression[i + 1] === '"') {
            text += '"';
            i += 2;
          } else break;
        } else text += expression[i++];
      }
      i++;
      const prefix = expression[i] === "*";
      if (prefix) i++;
      tokens.push({ type: "string", text, prefix });
    } else {
      const m = /^[^\s()",]+/.exec(expression.slice(i))!;
      const word = m[0].replace(/\*$/, "");
      if (/^(AND|OR|NOT|NEAR)$/.test(word)) tokens.push({ type: "word", text: word });
      else tokens.push({ type: "string", text: word, prefix: m[0].endsWith("*") });
      i += m[0].length;
    }
  }
  return tokens;
}

class Reader {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private isWord(text: string): boolean {
    const t = this.peek();
    return t?.type === "word" && t.text === text;
  }

  read(): FtsNode | null {
    if (!this.tokens.length) return null;
    return this.or();
  }

  private or(): FtsNode {
    const items = [this.and()];
    while (this.isWord("OR")) {
      this.at++;
      items.push(this.and());
    }
    return items.length === 1 ? items[0]! : { kind: "or", items };
  }

  private and(): FtsNode {
    const items = [this.not()];
    for (;;) {
      if (this.isWord("AND")) this.at++;
      const t = this.peek();
      if (!t || t.type === ")" || t.type === "," || this.isWord("OR")) break;
      items.push(this.not());
    }
    return items.length === 1 ? items[0]! : { kind: "and", items };
  }

  private not(): FtsNode {
    let node = this.primary();
    while (this.isWord("NOT")) {
      this.at++;
      node = { kind: "not", include: node, exclude: this.primary() };
    }
    return node;
  }

  private primary(): FtsNode {
    const t = this.tokens[this.at++];
    if (!t) throw new Error("full-text expression ends early");
    if (t.type === "string") return { kind: "phrase", text: t.text, prefix: t.prefix };
    if (t.type === "(") {
      const inner = this.or();
      if (this.tokens[this.at++]?.type !== ")") throw new Error("full-text expression: unclosed parenthesis");
      return inner;
    }
    if (t.type === "word" && t.text === "NEAR" && this.peek()?.type === "(") {
      this.at++;
      const items: FtsNode[] = [];
      let distance = 10;
      for (;;) {
        const n = this.tokens[this.at++];
        if (!n) throw new Error("full-text expression: unclosed NEAR");
        if (n.type === ")") break;
        if (n.type === ",") {
          const d = this.tokens[this.at++];
          distance = d?.type === "string" ? Number(d.text) || 10 : 10;
          this.at++; // ")"
          break;
        }
        if (n.type === "string") items.push({ kind: "phrase", text: n.text, prefix: n.prefix });
      }
      return { kind: "near", items, distance };
    }
    throw new Error(`full-text expression: unexpected ${t.type === "word" ? t.text : t.type}`);
  }
}

export function parseFtsExpression(expression: string): FtsNode | null {
  return new Reader(tokenize(expression)).read();
}

// A tsquery operand in quotes: the dictionary still reads it (stems it, splits it into words
// joined as a phrase), but nothing in it is taken for an operator.
const operand = (text: string) => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

// Punctuation separates words, as it does in the indexed text (footnote_words in the schema).
const wordsOf = (text: string) => text.replace(/[\p{P}\p{S}]+/gu, " ").trim().split(/\s+/).filter(Boolean);

// A phrase with no words left (punctuation alone) matches nothing, as in FTS5; tsquery has no
// operand for that, so such phrases are taken out of the query (null below): an AND or NEAR that
// needs one matches nothing, an OR goes on without it, and a query of nothing is the empty
// tsquery, which matches no row.
function phraseQuery(text: string, prefix: boolean): string | null {
  const words = wordsOf(text);
  if (!words.length) return null;
  if (!prefix) return operand(words.join(" "));
  const last = `${operand(words.at(-1)!)}:*`;
  return words.length === 1 ? last : `(${operand(words.slice(0, -1).join(" "))} <-> ${last})`;
}

function nearPair(a: string, b: string, distance: number): string {
  const options: string[] = [];
  for (let k = 1; k <= distance + 1; k++) options.push(`${a} <${k}> ${b}`, `${b} <${k}> ${a}`);
  return `(${options.join(" | ")})`;
}

function compile(node: FtsNode): string | null {
  switch (node.kind) {
    case "phrase":
      return phraseQuery(node.text, node.prefix);
    case "near": {
      const parts = node.items.map(compile);
      if (parts.some((p) => p === null)) return null;
      const pairs: string[] = [];
      for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) pairs.push(nearPair(parts[i]!, parts[j]!, node.distance));
      return pairs.length ? `(${pairs.join(" & ")})` : parts[0] ?? null;
    }
    case "and": {
      const parts = node.items.map(compile);
      return parts.some((p) => p === null) ? null : `(${parts.join(" & ")})`;
    }
    case "or": {
      const parts = node.items.map(compile).filter((p): p is string => p !== null);
      return parts.length ? `(${parts.join(" | ")})` : null;
    }
    case "not": {
      const include = compile(node.include);
      const exclude = compile(node.exclude);
      if (include === null || exclude === null) return include;
      return `(${include} & !${exclude})`;
    }
  }
}

/** The tsquery text (for `to_tsquery('footnote', …)`) of an expression; empty when it can match nothing. */
export function toTsquery(node: FtsNode): string {
  return compile(node) ?? "";
}

export interface FtsLeaf {
  text: string;
  prefix: boolean;
  /** The leaf's own tsquery text, to count the rows holding it. */
  q: string;
}

/** The phrases an expression looks for (not those it excludes): what BM25 scores. */
export function ftsLeaves(node: FtsNode): FtsLeaf[] {
  switch (node.kind) {
    case "phrase": {
      const q = phraseQuery(node.text, node.prefix);
      return q === null ? [] : [{ text: node.text, prefix: node.prefix, q }];
    }
    case "near":
    case "and":
    case "or":
      return node.items.flatMap(ftsLeaves);
    case "not":
      return ftsLeaves(node.include);
  }
}

/**
 * The forms of an FTS5 expression for PostgreSQL: the whole query, its leaves (JSON), and the
 * query snippets mark, which is the leaves ORed: ts_headline finds covers of a query with
 * distance operators (NEAR) so slowly that a page of snippets took seconds; marking each phrase
 * looked for shows the same hits.
 */
export function pgSearch(expression: string): { query: string; leaves: string; highlight: string } {
  const node = parseFtsExpression(expression);
  if (!node) return { query: "", leaves: "[]", highlight: "" };
  const leaves = ftsLeaves(node);
  return { query: toTsquery(node), leaves: JSON.stringify(leaves), highlight: leaves.map((l) => l.q).join(" | ") };
}

/** True when an expression is phrases joined by OR alone, none a prefix: its matches are the rows holding any of them. */
export function isPhraseUnion(node: FtsNode): boolean {
  if (node.kind === "phrase") return !node.prefix;
  return node.kind === "or" && node.items.every(isPhraseUnion);
}
