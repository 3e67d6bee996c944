// Whole sentences of a page's prose. Ingestion writes each PDF text line as a Markdown line, so a
// sentence may run over several lines: a paragraph wrapped by the layout, two columns whose lines
// alternate on the page, a lead-in ending ":" whose list follows as "- " items. Lines are joined
// back into paragraphs (columns first pulled apart), paragraphs split into sentences, and every
// sentence keeps the span of the page it was read from, so its excerpt is verbatim text of the page.
// Two columns set side by side come out with their lines alternating; such a run of short lines
// cannot be read back in order from the text alone, so its sentences are not offered as whole.
// A sentence the page cuts off (it goes on on the next page, or began on the previous one) is
// marked incomplete: quoting it would put a fragment in the reader's mouth.

export interface Sentence {
  /** The sentence as one line of text: its lines joined by a space, list bullets dropped. */
  text: string;
  /** Its span in the page content: `content.slice(start, end)` is the verbatim excerpt. */
  start: number;
  end: number;
  /** The paragraph it belongs to (sentences of one paragraph share it), in page order. */
  paragraph: number;
  /** The heading of the part of the page it stands under, or "" before any. */
  heading: string;
  /** Starts where a sentence starts and ends where one ends, on this page. */
  complete: boolean;
  /** For a sentence leading into a list ("… the following:"), the list's items, each one line. */
  items: string[];
  /** A list item: the lead-in sentence it belongs to, when the page has it. */
  leadIn: string | null;
}

interface Line {
  text: string;
  start: number;
  end: number;
  kind: "prose" | "item" | "heading" | "table" | "noise";
}

// Page furniture between paragraphs: page numbers, running heads and feet ("18 NIKE, INC.",
// "Verizon 2021 Annual Report on Form 10-K").
const NOISE = [
  /^[_\-–—=*•●▪\s]+$/,
  /^(?:\d{1,3}|[ivxlc]{1,6}|page\s+\d+(?:\s+of\s+\d+)?|table\s+of\s+contents|-\s*\d{1,3}\s*-)$/i,
  /^(?:\d{1,3}\s+[A-Z][A-Z0-9&.,'’\s-]{2,40}|[A-Z][A-Z0-9&.,'’\s-]{2,40}\s+\d{1,3})$/,
  /^.{0,40}\b(?:Form\s+10-[KQ]|Annual\s+Report|Quarterly\s+Report)(?:\s+\d{1,3})?$/i,
];
const ITEM = /^(?:[-•●▪◦■□➢–—*]\s+|\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s+)/;
// A heading that reads as a sentence is prose the page's layout set large.
const PROSE_HEADING = (title: string) => title.length >= 80 && (title.match(/\b[a-z]+\b/g) ?? []).length >= 6;
// Ends a sentence: a full stop, question or exclamation mark, perhaps inside closing quotes or brackets.
const TERMINAL = /[.!?]["”’)\]]*$/;
// Ends a line without ending its sentence, so the next line goes on with it.
const OPEN_END = /(?:[,(\-–—&/]|\b(?:and|or|nor|but|the|a|an|of|to|in|on|at|for|with|by|from|as|our|its|their|that|which|who|is|are|was|were|be|been|has|have|had|will|may|not|than|under|into|including|such|per|this|these|those)|\$)$/i;
// At a line's end, a full stop after these leaves the sentence open ("No.", "Mr.").
const OPEN_ABBREVIATION = /\b(?:Mr|Mrs|Ms|Dr|No|Nos|St|vs|approx|e\.g|i\.e)\.$/i;
// A full stop after these ends no sentence: "Souq Group Ltd. (“Souq”)", "U.S. sales", "No. 3",
// "Item 1A. Risk Factors" (a 10-K's items are named by number and title).
const ABBREVIATION = /(?:\bItem\s+\d+[A-C]?|\b(?:Inc|Ltd|Corp|Co|No|Nos|Mr|Mrs|Ms|Dr|Jr|Sr|St|vs|approx|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|e\.g|i\.e)|\b[A-Z](?:\.[A-Z])*)\.$/;
// A sentence's end followed by a page number, on the page's last line.
const TRAILING_PAGE_NUMBER = /^(.*[.!?]["”’)\]]*)\s+\d{1,3}$/;
const MAX_ITEMS = 12;
// A paragraph of several lines, most of them this short, is two columns read across.
const COLUMN_LINE = 75;
const MAX_LIST_CHARS = 1500;

function classify(text: string): Line["kind"] {
  if (text.startsWith("|")) return "table";
  if (text.startsWith("#")) return PROSE_HEADING(text.replace(/^#+\s*/, "")) ? "prose" : "heading";
  if (NOISE.some((re) => re.test(text))) return "noise";
  if (ITEM.test(text)) return "item";
  return "prose";
}

function readLines(content: string): Line[] {
  const out: Line[] = [];
  let offset = 0;
  for (const raw of content.split("\n")) {
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text && !/^\|?[\s:|-]+\|?$/.test(text)) {
      const start = offset + lead;
      out.push({ text, start, end: start + text.length, kind: classify(text) });
    }
    offset += raw.length + 1;
  }
  // The page number printed on the page's last line of prose: "… of consolidated net sales. 74".
  const last = out.at(-1);
  const numbered = last?.kind === "prose" ? TRAILING_PAGE_NUMBER.exec(last.text) : null;
  if (last && numbered) {
    last.text = numbered[1]!;
    last.end = last.start + last.text.length;
  }
  return out;
}

/** Whether line `b` reads on from line `a`: `a` leaves its sentence open and `b` does not start a new one. */
function continues(a: string, b: string): boolean {
  if (TERMINAL.test(a) && !OPEN_ABBREVIATION.test(a)) return false;
  if (/[:;]$/.test(a)) return false;
  return /^[a-z(“"$%]/.test(b) || OPEN_END.test(a);
}

/** Lines in reading order, grouped into streams of prose and items that may join. */
function streams(lines: Line[]): Line[][] {
  const out: Line[][] = [];
  let run: Line[] = [];
  const flush = () => {
    if (run.length) out.push(run);
    run = [];
  };
  for (const line of lines) {
    if (line.kind === "prose" || line.kind === "item") run.push(line);
    else {
      flush();
      out.push([line]);
    }
  }
  flush();
  return out;
}

interface Paragraph {
  lines: Line[];
  item: boolean;
  heading: string;
  /** The page's text before it ended a sentence, so this paragraph starts one. */
  startsClean: boolean;
  /** A table or heading stands between it and the paragraph before: no list goes on across it. */
  afterBreak: boolean;
}

function paragraphs(content: string): Paragraph[] {
  const out: Paragraph[] = [];
  let heading = "";
  const all = streams(readLines(content));
  // A paragraph starting in lower case goes on from text this page does not hold (the previous
  // page, another column), unless the line before it opened a list or a series (":", ";").
  let opened = false;
  let broken = false;
  for (const stream of all) {
    // streams() never yields an empty run.
    const head = stream[0]!;
    if (head.kind === "heading") heading = head.text.replace(/^#+\s*/, "");
    if (head.kind === "heading" || head.kind === "table" || head.kind === "noise") {
      if (head.kind !== "noise") {
        opened = false;
        broken = true;
      }
      continue;
    }
    let current: Paragraph | null = null;
    for (const line of stream) {
      const text = line.kind === "prose" ? line.text.replace(/^#+\s*/, "") : line.text;
      const previous = current?.lines.at(-1);
      if (current && previous && line.kind === "prose" && continues(previous.text, text)) current.lines.push(line);
      else {
        current = { lines: [line], item: line.kind === "item", heading, startsClean: opened || !/^[a-z]/.test(text), afterBreak: broken };
        out.push(current);
        broken = false;
      }
      opened = /[:;](?:\s*(?:and|or))?$/.test(text);
    }
  }
  return out;
}

/** The sentences of one paragraph's joined text, each with the offsets of its first and last character there. */
function split(text: string): { text: string; from: number; to: number }[] {
  const out: { text: string; from: number; to: number }[] = [];
  const boundary = /(?<=[.!?;]["”’)]?)\s+(?=[A-Z("“$])/g;
  let from = 0;
  let m: RegExpExecArray | null;
  const cut = (to: number, next: number) => {
    const piece = text.slice(from, to);
    const last = out.at(-1);
    if (last && ABBREVIATION.test(last.text)) {
      last.text = text.slice(last.from, to);
      last.to = to;
    } else out.push({ text: piece, from, to });
    from = next;
  };
  while ((m = boundary.exec(text))) cut(m.index, m.index + m[0].length);
  cut(text.length, text.length);
  return out.filter((s) => s.text.trim().length >= 3);
}

/** Every sentence of a page's prose (tables and headings aside), in page order. */
export function pageSentences(content: string): Sentence[] {
  const out: Sentence[] = [];
  const list = paragraphs(content);
  list.forEach((p, index) => {
    // The joined text and, for each of its characters, where it stands on the page.
    let text = "";
    const at: number[] = [];
    p.lines.forEach((line, i) => {
      if (i > 0) {
        text += " ";
        at.push(line.start);
      }
      const body = i === 0 && p.item ? line.text.replace(ITEM, "") : line.text.replace(/^#+\s*/, "");
      const skipped = line.text.length - body.length;
      for (let k = 0; k < body.length; k++) at.push(line.start + skipped + k);
      text += body;
    });
    const parts = split(text);
    const short = p.lines.filter((l) => l.text.length <= COLUMN_LINE).length;
    const columns = !p.item && p.lines.length >= 3 && short * 3 >= p.lines.length * 2;
    parts.forEach((s, i) => {
      const first = i === 0;
      const lastOfParagraph = i === parts.length - 1;
      const trimmed = s.text.trim();
      const lead = s.text.length - s.text.trimStart().length;
      const ended = TERMINAL.test(trimmed) || /[:;]$/.test(trimmed) || p.item;
      out.push({
        text: trimmed,
        start: at[s.from + lead]!,
        end: at[s.from + lead + trimmed.length - 1]! + 1,
        paragraph: index,
        heading: p.heading,
        complete: !columns && (!first || p.startsClean || p.item) && (!lastOfParagraph || ended),
        items: [],
        leadIn: null,
      });
    });
  });
  carryLists(out, list);
  return out;
}

/** A sentence ending ":" followed by list items carries them; each item knows its lead-in. */
function carryLists(sentences: Sentence[], list: Paragraph[]): void {
  for (let i = 0; i < sentences.length; i++) {
    const lead = sentences[i]!;
    if (!/:$/.test(lead.text) || list[lead.paragraph]!.item) continue;
    let chars = 0;
    for (let j = i + 1; j < sentences.length && lead.items.length < MAX_ITEMS; j++) {
      const item = sentences[j]!;
      const paragraph = list[item.paragraph]!;
      if (!paragraph.item || paragraph.afterBreak) break;
      item.leadIn = lead.text;
      // Items of more than one sentence are carried by their first sentence only.
      if (sentences[j - 1]!.paragraph === item.paragraph) continue;
      if (chars + item.text.length > MAX_LIST_CHARS) break;
      chars += item.text.length;
      lead.items.push(item.text);
      lead.end = item.end;
    }
    if (lead.items.length) lead.complete = true;
  }
}
