// Answer text goes out as message fragments of a few words, the way a writer streams, so a client
// can render progressively. Joined in order they give back the text exactly.

export function* fragments(text: string, wordsPerFragment = 4): Generator<string> {
  // Each piece is a run of non-space characters with the whitespace after it; a `[#ref]` marker
  // has no spaces, so it is never cut.
  const pieces = text.match(/\s+|\S+\s*/g) ?? [];
  let current = "";
  let count = 0;
  for (const piece of pieces) {
    current += piece;
    if (/\S/.test(piece)) count++;
    if (count >= wordsPerFragment || piece.includes("\n")) {
      yield current;
      current = "";
      count = 0;
    }
  }
  if (current) yield current;
}
