// Keeps answer text honest while it streams: a `[#ref]` marker passes only when the ref is one of
// the answer's sources; anything else shaped like a marker is dropped before the client sees it.
// Text that may be the start of a marker is held back until it is known.

import { MARKER, PARTIAL_MARKER } from "./citation-refs";

// A model may write a ref in capitals: matched without regard to case, sent in lowercase.
const FULL_MARKER = new RegExp(MARKER.source, "gi");
const PARTIAL_TAIL = new RegExp(PARTIAL_MARKER.source, "i");
const DROPPED = "\u0000";

export interface Citation {
  ref: string;
  /** The sentence the marker closes: what the cited page must support. */
  claim: string;
}

export class CitationFilter {
  private pending = "";
  private emitted = "";
  readonly citations: Citation[] = [];
  dropped = 0;

  constructor(private readonly known: ReadonlySet<string>) {}

  /** Feeds generated text; returns what can be sent now. */
  push(text: string): string {
    this.pending += text;
    return this.release(false);
  }

  /** Ends the text; returns the rest. */
  end(): string {
    return this.release(true);
  }

  /** All text sent so far. */
  get text(): string {
    return this.emitted;
  }

  private release(final: boolean): string {
    const pending = this.pending;
    let work = pending.replace(FULL_MARKER, (_whole, written: string, offset: number) => {
      const ref = written.toLowerCase();
      if (this.known.has(ref)) {
        this.citations.push({ ref, claim: lastSentence(this.emitted + pending.slice(0, offset)) });
        return `[${ref}]`;
      }
      this.dropped++;
      return DROPPED;
    });
    // A dropped marker takes the spaces before it along ("figure [#bad]." → "figure.").
    work = work.replace(/[ \t]*\u0000/g, "");
    let hold = "";
    if (!final) {
      const partial = PARTIAL_TAIL.exec(work);
      const cut = partial ? partial.index : work.length;
      // Trailing spaces wait too: a dropped marker may follow them.
      const spaces = /[ \t]*$/.exec(work.slice(0, cut));
      const start = cut - (spaces ? spaces[0].length : 0);
      hold = work.slice(start);
      work = work.slice(0, start);
    }
    this.pending = hold;
    this.emitted += work;
    return work;
  }
}

function lastSentence(text: string): string {
  const stripped = text.replace(FULL_MARKER, "");
  const parts = stripped.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter(Boolean);
  // A marker may close a table row or bullet whose sentence is short: take up to two pieces.
  return parts.slice(-2).join(" ");
}
