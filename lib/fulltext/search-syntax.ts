// The search syntax people type, read into a tree and written out as an FTS5 query that can hold
// nothing but quoted strings and the operators we emit: a user's text never reaches FTS5's own
// parser unquoted, so no input can make the index fail. Malformed input is a SearchSyntaxError
// whose message says what is wrong and where.
//
//   words             all of them, anywhere on the page (AND is implied)
//   "exact phrase"    the words in this order
//   revenu*           any word that begins so (also at the end of a phrase: "free cash fl"*)
//   a OR b, a AND b   boolean operators in capitals; NOT b or -b excludes
//   ( … )             grouping
//   NEAR(a b "c d", 10)  or  a NEAR/10 b   the words within 10 words of each other (default 10)

export class SearchSyntaxError extends Error {
  constructor(message: string, readonly position: number | null = null) {
    super(message);
    this.name = "SearchSyntaxError";
  }
}

export type SearchNode =
  | { kind: "term"; text: string; prefix: boolean }
  | { kind: "phrase"; text: string; prefix: boolean }
  | { kind: "near"; items: SearchNode[]; distance: number }
  | { kind: "and" | "or"; items: SearchNode[] }
  | { kind: "not"; include: SearchNode; exclude: SearchNode };

export const MAX_QUERY_LENGTH = 500;
const MAX_TERMS = 32;
export const DEFAULT_NEAR = 10;
const MAX_NEAR = 100;

type Token =
  | { type: "word" | "phrase"; text: string; prefix: boolean; at: number; negated: boolean }
  | { type: "and" | "or" | "not" | "open" | "close" | "comma"; at: number; negated?: boolean }
  | { type: "near"; distance: number | null; call: boolean; at: number; negated?: boolean }
  | { type: "number"; value: number; at: number; negated?: boolean };

const hasWordCharacter = (text: string) => /[\p{L}\p{N}]/u.test(text);

// A prefix of one or two letters stands for thousands of indexed words and takes the index
// seconds to expand; three letters keep a prefix search as fast as a word.
export const MIN_PREFIX = 3;
// Each prefix is expanded to every indexed word it begins; a few keep the worst search near a second.
const MAX_PREFIXES = 4;

function checkPrefix(word: string, at: number): void {
  const letters = word.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  if (letters < MIN_PREFIX) {
    throw new SearchSyntaxError(`A prefix needs at least ${MIN_PREFIX} letters before "*", as in rev* (character ${at + 1}).`, at);
  }
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (/\s/.test(c)) { i++; continue; }
    const at = i;
    if (c === "(") { tokens.push({ type: "open", at }); i++; continue; }
    if (c === ")") { tokens.push({ type: "close", at }); i++; continue; }
    if (c === ",") { tokens.push({ type: "comma", at }); i++; continue; }
    let negated = false;
    if (c === "-" && i + 1 < input.length && /[^\s-]/.test(input[i + 1]!)) {
      negated = true;
      i++;
    }
    if (input[i] === '"' || input[i] === "“" || input[i] === "”") {
      const close = input.slice(i + 1).search(/["“”]/);
      if (close < 0) throw new SearchSyntaxError(`The quotation mark at character ${i + 1} is never closed.`, i);
      const text = input.slice(i + 1, i + 1 + close);
      i += close + 2;
      const prefix = input[i] === "*";
      if (prefix) i++;
      if (!hasWordCharacter(text)) throw new SearchSyntaxError(`The quoted phrase at character ${at + 1} has no words in it.`, at);
      if (prefix) checkPrefix(text.split(/\s+/).at(-1) ?? "", at);
      tokens.push({ type: "phrase", text: text.trim(), prefix, at, negated });
      continue;
    }
    const m = /^[^\s()",“”]+/.exec(input.slice(i));
    if (!m) { i++; continue; }
    let text = m[0];
    i += text.length;
    const near = /^NEAR(?:\/(\d+))?$/.exec(text);
    if (!negated && near) {
      const call = input[i] === "(";
      tokens.push({ type: "near", distance: near[1] ? Number(near[1]) : null, call, at });
      continue;
    }
    if (!negated && (text === "AND" || text === "OR" || text === "NOT")) {
      tokens.push({ type: text.toLowerCase() as "and" | "or" | "not", at });
      continue;
    }
    const prefix = text.endsWith("*");
    text = text.replace(/\*+$/, "");
    if (text.includes("*")) throw new SearchSyntaxError(`"*" may only end a word, as in revenu* (character ${at + 1}).`, at);
    if (prefix) checkPrefix(text, at);
    if (/^\d+$/.test(text) && !negated && !prefix) {
      tokens.push({ type: "number", value: Number(text), at });
      continue;
    }
    // Punctuation alone ("&", "—") is not indexed: it matches nothing and is passed over.
    if (!hasWordCharacter(text)) continue;
    tokens.push({ type: "word", text, prefix, at, negated });
  }
  return tokens;
}

class Parser {
  private index = 0;
  private terms = 0;
  private prefixes = 0;

  constructor(private readonly tokens: Token[], private readonly length: number) {}

  parse(): SearchNode {
    if (this.tokens.length === 0) throw new SearchSyntaxError("Type at least one word to search for.");
    const node = this.orExpr();
    const left = this.peek();
    if (left) {
      if (left.type === "close") throw new SearchSyntaxError(`The closing parenthesis at character ${left.at + 1} has no opening one.`, left.at);
      throw new SearchSyntaxError(`Unexpected ${describe(left)} at character ${left.at + 1}.`, left.at);
    }
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private next(): Token | undefined {
    return this.tokens[this.index++];
  }

  private orExpr(): SearchNode {
    const items = [this.andExpr()];
    while (this.peek()?.type === "or") {
      const op = this.next()!;
      if (!this.startsOperand()) throw new SearchSyntaxError(`OR at character ${op.at + 1} needs words after it.`, op.at);
      items.push(this.andExpr());
    }
    return items.length === 1 ? items[0]! : { kind: "or", items };
  }

  // Adjacent operands are ANDed; NOT and -word exclude from what comes before them.
  private andExpr(): SearchNode {
    const first = this.peek();
    if (first?.type === "not" || first?.negated) {
      throw new SearchSyntaxError(`A search cannot start by excluding (character ${first.at + 1}): say what to find first, as in revenue NOT guidance.`, first.at);
    }
    let node = this.nearExpr();
    for (;;) {
      const token = this.peek();
      if (!token) break;
      if (token.type === "and") {
        this.next();
        if (!this.startsOperand()) throw new SearchSyntaxError(`AND at character ${token.at + 1} needs words after it.`, token.at);
        node = join(node, this.nearExpr());
      } else if (token.type === "not") {
        this.next();
        if (!this.startsOperand()) throw new SearchSyntaxError(`NOT at character ${token.at + 1} needs words after it.`, token.at);
        node = { kind: "not", include: node, exclude: this.nearExpr() };
      } else if (token.negated) {
        node = { kind: "not", include: node, exclude: this.nearExpr() };
      } else if (this.startsOperand()) {
        node = join(node, this.nearExpr());
      } else break;
    }
    return node;
  }

  private startsOperand(): boolean {
    const t = this.peek();
    return t !== undefined && (t.type === "word" || t.type === "phrase" || t.type === "open" || t.type === "number" || (t.type === "near" && t.call));
  }

  // `a NEAR/5 b NEAR c`: the infix form chains its operands into one NEAR group.
  private nearExpr(): SearchNode {
    const first = this.primary();
    const t = this.peek();
    if (t?.type !== "near" || t.call) return first;
    const items = [first];
    let distance = DEFAULT_NEAR;
    while (this.peek()?.type === "near" && !(this.peek() as { call: boolean }).call) {
      const op = this.next() as Extract<Token, { type: "near" }>;
      if (op.distance !== null) distance = checkDistance(op.distance, op.at);
      if (!this.startsOperand()) throw new SearchSyntaxError(`NEAR at character ${op.at + 1} needs a word or phrase after it.`, op.at);
      items.push(this.primary());
    }
    return near(items, distance, t.at);
  }

  private primary(): SearchNode {
    const t = this.next();
    if (!t) throw new SearchSyntaxError("The search ends where more words were expected.", this.length);
    switch (t.type) {
      case "word":
      case "phrase":
        return this.leaf({ kind: t.type === "word" ? "term" : "phrase", text: t.text, prefix: t.prefix });
      case "number":
        return this.leaf({ kind: "term", text: String(t.value), prefix: false });
      case "open": {
        if (this.peek()?.type === "close") throw new SearchSyntaxError(`The parentheses at character ${t.at + 1} are empty.`, t.at);
        const inner = this.orExpr();
        const close = this.next();
        if (close?.type !== "close") throw new SearchSyntaxError(`The parenthesis opened at character ${t.at + 1} is never closed.`, t.at);
        return inner;
      }
      case "near": {
        if (!t.call) throw new SearchSyntaxError(`NEAR at character ${t.at + 1} needs a word or phrase before it.`, t.at);
        return this.nearCall(t.at);
      }
      case "close":
        throw new SearchSyntaxError(`The closing parenthesis at character ${t.at + 1} has no opening one, or closes nothing.`, t.at);
      default:
        throw new SearchSyntaxError(`${describe(t)} at character ${t.at + 1} needs words before it.`, t.at);
    }
  }

  // NEAR(a "b c" d, 5)
  private nearCall(at: number): SearchNode {
    this.next(); // "("
    const items: SearchNode[] = [];
    let distance = DEFAULT_NEAR;
    for (;;) {
      const t = this.next();
      if (!t) throw new SearchSyntaxError(`NEAR( at character ${at + 1} is never closed.`, at);
      if (t.type === "close") break;
      if (t.type === "comma") {
        const n = this.next();
        if (n?.type !== "number") throw new SearchSyntaxError(`After the comma in NEAR( at character ${at + 1}, give the distance in words, as in NEAR(cash flow, 5).`, at);
        distance = checkDistance(n.value, n.at);
        if (this.next()?.type !== "close") throw new SearchSyntaxError(`NEAR( at character ${at + 1} must close after its distance.`, at);
        break;
      }
      if (t.type === "word" || t.type === "phrase") items.push(this.leaf({ kind: t.type === "word" ? "term" : "phrase", text: t.text, prefix: t.prefix }));
      else if (t.type === "number") items.push(this.leaf({ kind: "term", text: String(t.value), prefix: false }));
      else throw new SearchSyntaxError(`NEAR( takes only words and quoted phrases (character ${t.at + 1}).`, t.at);
    }
    return near(items, distance, at);
  }

  private leaf(node: SearchNode): SearchNode {
    if (++this.terms > MAX_TERMS) throw new SearchSyntaxError(`A search may hold at most ${MAX_TERMS} words and phrases.`);
    if ("prefix" in node && node.prefix && ++this.prefixes > MAX_PREFIXES) {
      throw new SearchSyntaxError(`A search may hold at most ${MAX_PREFIXES} prefixes (words ending in *).`);
    }
    return node;
  }
}

function describe(t: Token): string {
  if (t.type === "and" || t.type === "or" || t.type === "not") return t.type.toUpperCase();
  if (t.type === "comma") return "a comma";
  if (t.type === "close") return "a closing parenthesis";
  if (t.type === "near") return "NEAR";
  return "a word";
}

function checkDistance(value: number, at: number): number {
  if (value < 1 || value > MAX_NEAR) throw new SearchSyntaxError(`A NEAR distance must be between 1 and ${MAX_NEAR} words (character ${at + 1}).`, at);
  return value;
}

function near(items: SearchNode[], distance: number, at: number): SearchNode {
  if (items.length < 2) throw new SearchSyntaxError(`NEAR at character ${at + 1} needs at least two words or phrases.`, at);
  if (items.some((i) => i.kind !== "term" && i.kind !== "phrase")) {
    throw new SearchSyntaxError(`NEAR at character ${at + 1} takes only words and quoted phrases, not groups.`, at);
  }
  return { kind: "near", items, distance };
}

function join(left: SearchNode, right: SearchNode): SearchNode {
  return left.kind === "and" ? { kind: "and", items: [...left.items, right] } : { kind: "and", items: [left, right] };
}

/** Reads a search as typed; throws SearchSyntaxError with a message fit to show. */
export function parseSearch(input: string): SearchNode {
  if (input.length > MAX_QUERY_LENGTH) throw new SearchSyntaxError(`A search may be at most ${MAX_QUERY_LENGTH} characters long.`);
  return new Parser(tokenize(input), input.length).parse();
}

// Every piece of user text is a quoted FTS5 string (a doubled quote inside stands for itself).
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The FTS5 MATCH expression for a parsed search. */
export function toFts5(node: SearchNode): string {
  switch (node.kind) {
    case "term":
    case "phrase":
      return `${quoted(node.text)}${node.prefix ? "*" : ""}`;
    case "near":
      return `NEAR(${node.items.map(toFts5).join(" ")}, ${node.distance})`;
    case "and":
    case "or":
      return `(${node.items.map(toFts5).join(node.kind === "and" ? " AND " : " OR ")})`;
    case "not":
      return `(${toFts5(node.include)} NOT ${toFts5(node.exclude)})`;
  }
}

/** The words and phrases a search looks for (not those it excludes), for showing what was searched. */
export function searchedTerms(node: SearchNode): string[] {
  switch (node.kind) {
    case "term":
    case "phrase":
      return [node.prefix ? `${node.text}*` : node.text];
    case "near":
    case "and":
    case "or":
      return node.items.flatMap(searchedTerms);
    case "not":
      return searchedTerms(node.include);
  }
}
