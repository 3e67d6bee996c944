// "What was the average daily rate (ADR) in 2019?", "What severance charges sit in the unallocated
// amounts for the three months ended June 30, 2023?": the words right after the question word are
// a table row's label, word for word. Scoring weighs the question's other words too, so a note
// sentence sharing them ("Amount does not include … expense related to severance charges") or a
// sentence on a neighbouring measure ("rooms revenue increased 5% … due to a 4% increase in
// REVPAR") can outscore that row. The row the question names leads instead — of two such rows,
// the one giving the period the question names by its length ("three months ended").

// The wording asked, right after the question word: "what was the …", "what severance charges …".
const ASKED = /\b(?:what|how\s+much)\s+(?:(?:is|was|were|are)\s+)?(?:the\s+|its\s+|their\s+)?(?:amount\s+of\s+|value\s+of\s+)?/gi;
// A table row's passage: its label, a colon, then figures ("Severance charges: (68) (three months …)").
const ROW_PASSAGE = /^([^:]{3,90}):\s*\(?[$€£]?\s?-?\d/;
// The period named by its length, which one row may give and another not.
const LENGTH = /\b(?:three|six|nine|twelve)\s+months\s+ended\b/i;
// How close behind the lead the named row must score: near enough to speak of the same table.
const NAMED_REACH = 0.5;

/** The line just above a row's table: its caption sentence or heading, which names what the rows are of. */
export function tableCaption(row: { context: string }): string {
  return row.context.split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("|")).at(-1) ?? "";
}

const plain = (text: string) => text.toLowerCase().replace(/['’‘]/g, "").replace(/[^a-z0-9&]+/g, " ").trim();

/** The row label of a table row's passage, or null for any other passage. */
export function rowPassageLabel(quote: string): string | null {
  return ROW_PASSAGE.exec(quote)?.[1]?.trim() ?? null;
}

/** Whether the question's words right after its question word are the label (of two words or more). */
export function asksRowByLabel(question: string, label: string): boolean {
  const wanted = plain(label.replace(/\s*(?:\(\w{1,3}\)|\*+)\s*$/, ""));
  if (wanted.split(" ").length < 2) return false;
  for (const m of question.matchAll(ASKED)) {
    const rest = plain(question.slice(m.index + m[0].length));
    if (rest === wanted || rest.startsWith(`${wanted} `)) return true;
  }
  return false;
}

interface Ranked {
  c: { quote: string };
  score: number;
}

/** The scored passages with the row the question names by its label first, when one scores within reach. */
export function namedRowFirst<T extends Ranked>(question: string, scored: T[]): T[] {
  const top = scored[0];
  if (!top) return scored;
  const named = scored.filter((s) => {
    const label = rowPassageLabel(s.c.quote);
    return label !== null && s.score >= top.score * NAMED_REACH && asksRowByLabel(question, label);
  });
  if (named.length === 0) return scored;
  const length = LENGTH.exec(question)?.[0].toLowerCase();
  const pick = (length ? named.find((s) => s.c.quote.toLowerCase().includes(length)) : undefined) ?? named[0]!;
  if (pick === top) return scored;
  return [pick, ...scored.filter((s) => s !== pick)];
}
