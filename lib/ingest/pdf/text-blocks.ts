// Lines outside tables → Markdown blocks: headings, paragraphs and list items.
//
// A paragraph is a run of lines in one style, spaced as the page spaces its body lines; it ends at
// a wider gap, a change of size, a bullet, or a short line that closes a sentence. Headings are the
// page's short stand-alone lines in a larger size, in capitals, named like a filing's parts and
// items, or set apart in a font other than the body's.
import { bodyType, type BodyType } from "./document-context";
import type { Line } from "./text-lines";

export interface PageStyle {
  /** Size and font of the running text. */
  bodySize: number;
  bodyFont: string;
  /** Usual distance between baselines of consecutive body lines. */
  lineSpacing: number;
  /** Lower-case words the document uses, when known. */
  words?: ReadonlySet<string>;
}

/** The page's style, with the document's body type and words when known (see document-context.ts). */
export function pageStyle(lines: readonly Line[], body?: BodyType | null, words?: ReadonlySet<string>): PageStyle {
  const type = body ?? bodyType(lines.flatMap((l) => l.segments)) ?? { size: 10, font: "" };
  return { bodySize: type.size, bodyFont: type.font, lineSpacing: usualSpacing(lines, type.size), words };
}

function usualSpacing(lines: readonly Line[], bodySize: number): number {
  const counts = new Map<number, number>();
  for (let i = 1; i < lines.length; i++) {
    if (Math.abs(lines[i]!.size - bodySize) > 0.1 * bodySize) continue;
    const gap = Math.round((lines[i]!.y - lines[i - 1]!.y) * 2) / 2;
    if (gap > 0.9 * bodySize && gap < 3 * bodySize) counts.set(gap, (counts.get(gap) ?? 0) + 1);
  }
  let spacing = 1.2 * bodySize;
  let best = 0;
  for (const [gap, n] of counts) {
    if (n > best || (n === best && gap < spacing)) {
      best = n;
      spacing = gap;
    }
  }
  return spacing;
}

export function lineText(line: Line): string {
  return line.segments.map((s) => s.text).join(" ");
}

const BULLET = /^[•▪◦●■□►▸‣⁃∙·-]\s*/;
const CHECK_BOX = /^[☐☒☑✓✔✗✘]/;
const FILING_PART = /^(?:part\s+[ivx]+\b|item\s+\d+[a-z]?\b\.?)/i;

/** `footer` is the page's last line: a page number or running title, never a heading. */
export function textBlocks(lines: readonly Line[], style: PageStyle, footer?: Line): string[] {
  const blocks: string[] = [];
  let paragraph: Line[] = [];
  let heading: { level: number; lines: Line[] } | null = null;
  const flushParagraph = () => {
    if (paragraph.length) blocks.push(paragraphText(paragraph, style.words));
    paragraph = [];
  };
  const flushHeading = () => {
    if (heading) blocks.push(`${"#".repeat(heading.level)} ${joinLines(heading.lines, style.words)}`);
    heading = null;
  };
  lines.forEach((line, i) => {
    const level = line === footer ? 0 : headingLevel(line, style, lines[i - 1], lines[i + 1]);
    const last = heading?.lines[heading.lines.length - 1];
    // A heading's last words wrapped onto a line of their own, in the heading's type.
    if (heading && last && !level && continuesHeading(last, line) && isDisplayType(line, style) && lineText(line).length <= 80) {
      heading.lines.push(line);
      return;
    }
    if (level) {
      flushParagraph();
      if (heading && heading.level === level && last && continuesHeading(last, line)) {
        heading.lines.push(line);
      } else {
        flushHeading();
        heading = { level, lines: [line] };
      }
      return;
    }
    flushHeading();
    const previous = paragraph[paragraph.length - 1];
    if (previous && !continuesParagraph(previous, line, style, paragraph)) flushParagraph();
    paragraph.push(line);
  });
  flushParagraph();
  flushHeading();
  return blocks;
}

function headingLevel(line: Line, style: PageStyle, previous: Line | undefined, next: Line | undefined): number {
  const text = lineText(line);
  const letters = text.replace(/[^A-Za-z]/g, "");
  if (letters.length < 3 || text.length > 150 || /[,;]$/.test(text) || /^[a-z]/.test(text)) return 0;
  // Two sentences, a long sentence or lead-in, or a footnote are prose.
  const long = text.split(/\s+/).length > 8;
  if (/[a-z)]\.\s+[A-Z]/.test(text) || (/[.:]$/.test(text) && long) || /^(?:\(\w{1,2}\)|\*)\s/.test(text)) return 0;
  if (/^(?:table of contents|index)$/i.test(text) || /^page\s+\d+/i.test(text)) return 0;
  const words = text.split(/\s+/).length;
  const ratio = line.size / style.bodySize;
  if (ratio >= 1.5 && words <= 20) return 2;
  if (ratio >= 1.15 && words <= 20) return isCapitalised(line) ? 2 : 3;
  if (ratio < 0.9) return 0;
  const standalone = isApart(line, previous, style) && isApart(line, next, style);
  if (FILING_PART.test(text) && words <= 20 && !/\.$/.test(text.replace(FILING_PART, ""))) return 2;
  if (isCapitalised(line) && (standalone || isCapitalised(previous, line) || isCapitalised(next, line))) return 2;
  const otherFont = line.font !== style.bodyFont && line.segments.every((s) => s.font !== style.bodyFont);
  const wordy = letters.length >= 0.6 * text.replace(/\s/g, "").length;
  if (otherFont && standalone && wordy && words <= 12 && /^[A-Z0-9]/.test(text) && !/[.:]$/.test(text)) return 3;
  return 0;
}

/** A short line in capitals; with `near`, only if it is close to that line (a title on two lines). */
function isCapitalised(line: Line | undefined, near?: Line): boolean {
  if (!line || (near && Math.abs(line.y - near.y) > 1.8 * near.size)) return false;
  const text = lineText(line);
  const letters = text.replace(/[^A-Za-z]/g, "");
  return letters.length >= 4 && letters === letters.toUpperCase() && text.split(/\s+/).length <= 14 && text.length <= 100;
}

/** Whether a neighbouring line is far enough, or styled differently enough, to set `line` apart. */
function isApart(line: Line, neighbour: Line | undefined, style: PageStyle): boolean {
  if (!neighbour) return true;
  const gap = Math.abs(neighbour.y - line.y);
  if (gap > style.lineSpacing * 1.3) return true;
  return neighbour.font !== line.font || Math.abs(neighbour.size - line.size) > 0.1 * line.size;
}

/** Type that is not the page's body type: another font, or a larger size. */
function isDisplayType(line: Line, style: PageStyle): boolean {
  return line.font !== style.bodyFont || line.size >= 1.15 * style.bodySize;
}

function continuesHeading(previous: Line, line: Line): boolean {
  return (
    line.y - previous.y < 1.5 * line.size &&
    Math.abs(line.size - previous.size) < 0.1 * line.size &&
    line.font === previous.font
  );
}

function continuesParagraph(previous: Line, line: Line, style: PageStyle, paragraph: Line[]): boolean {
  const gap = line.y - previous.y;
  const spacing = Math.max(style.lineSpacing, 1.05 * line.size);
  if (gap > spacing * 1.3 || gap < 0) return false;
  if (Math.abs(line.size - previous.size) > 0.15 * previous.size) return false;
  const text = lineText(line);
  if (BULLET.test(text) || CHECK_BOX.test(text) || /^\(?[a-z0-9]{1,2}\)\s/i.test(text)) return false;
  const previousText = lineText(previous);
  const right = Math.max(...paragraph.map((l) => l.x1));
  const left = Math.min(...paragraph.map((l) => l.x0));
  const shortLine = previous.x1 < right - 0.15 * (right - left);
  if (shortLine && /[.!?:]["”’)]?$/.test(previousText)) return false;
  // Lines of one paragraph overlap horizontally; a line far to the side is another block.
  return line.x0 < previous.x1 && line.x1 > previous.x0;
}

function paragraphText(lines: readonly Line[], words?: ReadonlySet<string>): string {
  const text = joinLines(lines, words);
  return BULLET.test(text) ? text.replace(BULLET, "- ") : text;
}

// Words that end a line with a hyphen as the first half of a compound ("long-" / "term").
const COMPOUND_HEADS = new Set(
  "non pre post re co self long short mid multi well year after third first second one two three four five half full part low high cross inter sub ex anti over under out off end all so fair real double single small large near day month quarter".split(
    " ",
  ),
);

/**
 * Joins a paragraph's lines. A word broken with a hyphen at a line end is joined without it when
 * the document uses the whole word ("manage-" + "ment"), or, without that evidence, when the
 * hyphen is a soft one; a compound keeps its hyphen ("long-" + "term", "fifth-" + "generation").
 */
export function joinLines(lines: readonly Line[], words?: ReadonlySet<string>): string {
  let text = "";
  for (const line of lines) {
    const next = lineText(line);
    if (!text) {
      text = next;
      continue;
    }
    const broken = /(\S*?)([A-Za-z]+)([-\u00ad])$/.exec(text);
    const rest = /^[a-z]+/.exec(next)?.[0];
    if (broken && rest) {
      const whole = (broken[2] + rest).toLowerCase();
      const compound = broken[1]!.includes("-") || COMPOUND_HEADS.has(broken[2]!.toLowerCase());
      const drop = broken[3] === "\u00ad" || (words ? words.has(whole) : !compound);
      text = (drop ? text.slice(0, -1) : text) + next;
    } else if (/[-\u2010\u2013\u2014\/]$/.test(text) && !/\s[-\u2013\u2014]$/.test(text)) {
      text += next;
    } else {
      text += ` ${next}`;
    }
  }
  return text.replace(/\u00ad/g, "");
}
