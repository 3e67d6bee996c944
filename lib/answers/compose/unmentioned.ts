// What a question is about that the filings at hand never mention. Retrieval always returns the
// nearest pages; when the question names a company, product or thing none of them speaks of in
// any form ("Tesla", "bitcoin", "charging stations"), a sentence sharing its other words is a
// nearby sentence, not an answer. Of the question's words missing from every page, only those
// that name what is asked count: phrasing ("what happened", "did it book", "who", "main",
// "FY2022") is missing from filings as a matter of course, since filings say it in other words.
import { tokenize, type Token } from "../../finance";

// Words that ask or qualify rather than name: interrogatives, auxiliaries, degree and rank words.
const PHRASING = new Set(
  ("who whom whose when where which what why how doe does did do done is are was were be been being can could would should will shall " +
    "may might must main major key large larger largest big bigger biggest high higher highest low lower lowest most least more less " +
    "overall roughly approximately historically now currently own new recent recently latest ever also just still really " +
    "among around within without whether behind " +
    // Degree and addition: "how far along", "so far", "what extra credit line".
    "far extra additional further " +
    // The filing named by its everyday kind ("per its 2021 annual report") is where, not what.
    "annual quarterly " +
    // The degree of a change ("push revenue up so sharply") says how it moved, not what moved.
    "so sharply strongly significantly steeply " +
    // Indefinite pronouns stand for what the question does not name ("someone else's cloud"), and
    // the asker and the asked are in no filing ("would you call it …", "tell me").
    "someone somebody something anyone anybody anything everyone everything else you your i me my " +
    // The bounds of a period ("at the end of 2022") date the question rather than name its subject.
    "end beginning start onset outset once " +
    // Nouns that stand for whatever follows them: "the way it reports", "what kind of", "things".
    "way ways manner kind kinds sort sorts type types thing things " +
    // A statement by its everyday name: "balance sheet" is titled "Statement of Financial Position" by some filers.
    "sheet sheets " +
    // A table by its analysts' name: a liability's "roll-forward" is titled "activity" or "changes in" by filers.
    "roll rollforward rollforwards").split(" "),
);

// Everyday verbs and informal words a question puts in its own terms ("how did it fare", "what
// did it book", "the deal", "over what timeframe"): the filing reports the event in its vocabulary.
const EVERYDAY_WORDS = new Set(
  ("say said says get got gets put puts take took taken takes come came comes go goes went gone make made makes book books back fare " +
    "jump jumped shut decide decided become became weigh weighed plan plans guide guides hold holds face faces change changed " +
    "elect elected join joined rise rose fall fell grow grew drop dropped pay paid sell sold buy bought keep kept rely relied " +
    "mention mentioned bring brought lose lost accrue realise realize report reported place give gave show showed see tell know " +
    "think want need look happen happened stand stood mean meant affect affected drag dragged stack dealt deal timeframe " +
    // Verbs of what acted on a figure ("what pushed revenue up", "what lifted sales").
    "push pushed pushes lift lifted lifts boost boosted boosts hurt hurts hit hits fuel fueled fuelled spur spurred " +
    // Where a thing stands or what stands behind it: "what claim backlog sat behind them".
    "sit sat sits").split(" "),
);

// A verb follows its subject: an auxiliary and the subject ("does the company flag", "did it
// raise", "did Boeing lift") or a subject named before a verb in the third person or the past
// that takes an object ("Netflix leans on", "Activision stopped publishing"). A verb says what the
// question asks of its subject in the question's own terms; the filing tells the event in its own.
const AUXILIARY = new Set("did does doe do will would has have had can could should".split(" "));
const SUBJECT_WORDS = new Set("it they he she you we i company firm group business".split(" "));
const OBJECT_START = new Set("on upon to its their his her the a an it them this that with from in into for up out off back about over".split(" "));

// A period or form written as a token: "FY2022", "Q2", "H1", "10K", "1st".
const PERIOD_OR_FORM = /^(?:fy\d*|q[1-4]\w*|h[12]|\d+(?:st|nd|rd|th|k)|\d+[a-z]*\d*|(?:19|20)\d\d\w*)$/;

export interface Unmentioned {
  /** Names the question writes with a capital ("Tesla", "Autopilot") that no page mentions, as written. */
  names: string[];
  /** Other words naming what is asked ("bitcoin", "tourism") that no page mentions, as written. */
  things: string[];
}

/**
 * Of the question's words missing from every retrieved page (`missing`, as `words()` normalises
 * them), those that name what is asked: a capitalised word past the question's start is a name;
 * a lowercase word is a thing unless it is phrasing, an everyday verb, a period, or a verb form
 * ("-ing", "-ed") followed by a small word ("planning to", "happened at") — "charging stations"
 * and "boiling point" name things.
 */
export function unmentioned(question: string, missing: readonly string[]): Unmentioned {
  return classify(question, new Set(missing));
}

/**
 * The words of a phrase that name something, present on the pages or not: what `unmentioned`
 * would report were every word missing.
 */
export function namingWords(question: string): string[] {
  const all = new Set(tokenize(question).map((t) => t.word));
  const { names, things } = classify(question, all);
  return [...names, ...things];
}

function classify(question: string, wanted: Set<string>): Unmentioned {
  const tokens = tokenize(question);
  const names: string[] = [];
  const things: string[] = [];
  const seen = new Set<string>();
  tokens.forEach((t, i) => {
    if (!wanted.has(t.word) || seen.has(t.word)) return;
    seen.add(t.word);
    if (PHRASING.has(t.word) || EVERYDAY_WORDS.has(t.word) || PERIOD_OR_FORM.test(t.word)) return;
    const raw = question.slice(t.start, t.end).replace(/['’]s?$/, "");
    // A capitalised word is a name, not the question's first word nor an abbreviation in capitals
    // ("AMEX", "JnJ" name the company in letters the filings do not use). In a run of capitalised
    // words some of which the pages do have ("Capital Intensive", "Free Cash Flow"), the question is
    // written in title case: the word is a term, counted as a thing.
    const capitalised = (k: number) => {
      const t2 = tokens[k];
      return k > 0 && t2 !== undefined && /^[A-Z]/.test(question.slice(t2.start, t2.end));
    };
    // (A neighbour that only phrases or dates, "Things" in "Stranger Things" or "FY17" before it,
    // makes no run of terms.)
    const titleCase = [i - 1, i + 1].some((k) => capitalised(k) && !wanted.has(tokens[k]!.word) && tokens[k]!.word.length >= 3 && !PHRASING.has(tokens[k]!.word) && !PERIOD_OR_FORM.test(tokens[k]!.word));
    if (/^[A-Z][a-z]{3,}/.test(raw) && i > 0 && !/[A-Z]/.test(raw.slice(1)) && !titleCase) {
      names.push(raw);
      return;
    }
    // A product named the way makers write it, lowercase first ("iPhones", "eReader"), is a name.
    if (/^[a-z]{1,2}[A-Z][a-z]{2,}/.test(raw)) {
      names.push(raw);
      return;
    }
    if (/[A-Z]/.test(raw) && !titleCase) return;
    const next = tokens[i + 1];
    if (isVerb(question, tokens, i)) return;
    if (/(?:ing|ed)$/.test(raw) && (!next || next.word.length <= 3 || PHRASING.has(next.word))) return;
    things.push(raw);
  });
  return { names, things };
}

// Small words that end a noun phrase rather than continue it ("tie-up with", "a stake in").
const NOT_A_NOUN = new Set(
  ("of in on for to from by with as at and or the a an its their his her this that these those than up out off per about over into " +
    "under after before during since until via which who whom whose what when where why how").split(" "),
);

// Words that say how many or which of a thing in general ("any single customer", "each other
// segment"), not a kind of it.
const QUANTIFYING = new Set(
  ("single individual particular specific certain given same entire whole total combined separate various several multiple " +
    "numerous sole only other another each every any all both either neither").split(" "),
);

/**
 * Of the things `unmentioned` reports, those that say which one of a thing the pages do speak of:
 * a word standing right before another noun of the question that is not missing ("the cruise line
 * segment", "its airline segment", "the hotel chain"). The pages report segments, not a cruise
 * line one: the thing asked for does not exist in them, whatever they say of segments.
 */
export function unmentionedKinds(question: string, missing: readonly string[]): string[] {
  const gone = new Set(missing);
  const things = new Set(unmentioned(question, missing).things.map((t) => t.toLowerCase()));
  const tokens = tokenize(question);
  const out: string[] = [];
  tokens.forEach((t, i) => {
    const raw = question.slice(t.start, t.end);
    const next = tokens[i + 1];
    if (!next || !gone.has(t.word) || !things.has(raw.toLowerCase()) || raw.length < 4 || /ed$/.test(raw) || QUANTIFYING.has(t.word)) return;
    // The two words stand together: nothing but a space or a hyphen between them.
    if (!/^[\s-]+$/.test(question.slice(t.end, next.start))) return;
    const nextRaw = question.slice(next.start, next.end);
    if (gone.has(next.word) || !/^[a-z]/.test(nextRaw) || nextRaw.length < 3) return;
    if (NOT_A_NOUN.has(next.word) || PHRASING.has(next.word) || EVERYDAY_WORDS.has(next.word) || isVerb(question, tokens, i + 1)) return;
    out.push(raw);
  });
  return out;
}

/**
 * The word a question says its subject is ("Why is the balance sheet of Walmart blue?"), when no
 * page mentions it: the question's last word, after "is", "are", "was" or "were" and its subject,
 * not the object of a preposition ("what is its stance on unions?"). The filings never say the
 * subject is so; a sentence about the subject does not answer.
 */
export function unmentionedPredicate(question: string, missing: readonly string[]): string | null {
  const m = /\b(?:is|are|was|were)\b[^?.;]*?\s(\w+)\s+([a-z][a-z-]{2,})\s*\?\s*$/i.exec(question);
  if (!m || NOT_A_NOUN.has(m[1]!.toLowerCase())) return null;
  const things = unmentioned(question, missing).things;
  return things.includes(m[2]!) ? m[2]! : null;
}

/** Whether the question's word at `i` stands where a verb does: after its subject (see AUXILIARY). */
function isVerb(question: string, tokens: Token[], i: number): boolean {
  const rawAt = (k: number) => question.slice(tokens[k]!.start, tokens[k]!.end);
  // The subject: "it", "the company", or a run of capitalised words not in the possessive.
  const subjectWord = (k: number) => {
    const raw = rawAt(k);
    return SUBJECT_WORDS.has(tokens[k]!.word) || (/^[A-Z]/.test(raw) && !/['’]s?$/.test(raw) && !PHRASING.has(tokens[k]!.word));
  };
  let k = i - 1;
  while (k >= 0 && i - k <= 3 && (subjectWord(k) || (tokens[k]!.word === "the" && k < i - 1))) k--;
  if (k === i - 1) return false;
  if (k >= 0 && AUXILIARY.has(tokens[k]!.word)) return true;
  // Without an auxiliary the subject opens a sentence of the question ("Netflix leans on …"):
  // "Kirkland Signature cars in 2023" is a name before a noun.
  // A pronoun or "the company" is a subject wherever it stands ("… say it depends on").
  const opens = k < 0 || /[.?!;:—–-]\s*$/.test(question.slice(tokens[k]!.end, tokens[k + 1]!.start)) || SUBJECT_WORDS.has(tokens[i - 1]!.word);
  const raw = rawAt(i);
  const next = tokens[i + 1];
  const takesObject = next !== undefined && (OBJECT_START.has(next.word) || /ing$/.test(rawAt(i + 1)));
  return opens && /[a-z](?:s|ed)$/.test(raw) && !/ss$/.test(raw) && takesObject;
}

// The words that make a measure the company's own, defined in its own reconciliations.
const COMPANY_DEFINED = /\b(?:adjusted|non-?gaap|core|underlying|pro\s+forma)\s+([A-Za-z][A-Za-z&-]*)/gi;

/**
 * A measure the company would define itself ("Adjusted EBITDAR", "adjusted FFO") whose name no page
 * mentions: the company reports no such measure, and a sentence sharing "adjusted" or a figure
 * nearby is not it. Null when every such name is on some page.
 */
export function unreportedAdjustedMeasure(question: string, missing: readonly string[]): string | null {
  const gone = new Set(missing);
  for (const m of question.matchAll(COMPANY_DEFINED)) {
    const name = m[1]!;
    const word = tokenize(name)[0]?.word;
    // (The name of a measure is written in capitals, "EBITDAR", "FFO", or title case; "adjusted for
    // inflation", "adjusted downward" use the word as a verb.)
    if (!word || word.length < 3 || !/[A-Z]/.test(name) || !gone.has(word) || NOT_A_NOUN.has(word) || PHRASING.has(word) || EVERYDAY_WORDS.has(word) || PERIOD_OR_FORM.test(word)) continue;
    return name;
  }
  return null;
}
