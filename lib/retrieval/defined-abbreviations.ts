// A filing defines its own short names once ("Rotary and Mission Systems (RMS)", "Missiles and
// Fire Control (MFC)", "Global Commercial Services (GCS)") and then writes only those: "RMS' net
// sales in 2022 decreased …". A question spells the name out, as an analyst reading the segment's
// heading would. The page that answers then shares none of the name's words with it; the
// abbreviation the filings define for the name stands for it.

// A name as a question writes it: two or more capitalised words, joined by "and", "&", "of" or
// "for" ("Rotary and Mission Systems", "Consumer Health", "Intelligent Cloud").
const NAME = /\b[A-Z][A-Za-z'’-]+(?:\s+(?:(?:and|&|of|for|the)\s+)?[A-Z][A-Za-z'’-]+)+/g;
// Words that open a question or a sentence in capitals without naming anything.
const OPENER = /^(?:What|Why|How|Which|Who|When|Where|Did|Does|Do|Is|Are|Was|Were|Has|Have|Can|Could|Explain|Describe|Tell|Give|List|According|In|For|The)\s+/;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The names a question spells out in capitals, two words or more. */
export function namesSpelledOut(question: string): string[] {
  const names: string[] = [];
  for (const m of question.matchAll(NAME)) {
    // "Lockheed Martin's Rotary and Mission Systems": the owner's name, then the name owned.
    for (let name of m[0].split(/['’]s?(?:\s+|$)/)) {
      while (OPENER.test(name)) name = name.replace(OPENER, "");
      if (/\s/.test(name.trim())) names.push(name.trim());
    }
  }
  return names;
}

/**
 * The abbreviations the texts define for names the question spells out, by name: the letters in
 * capitals in parentheses right after the name ("Rotary and Mission Systems (RMS)"), whose first
 * letter is the name's.
 */
export function definedAbbreviations(question: string, texts: Iterable<string>): Map<string, string> {
  const names = namesSpelledOut(question);
  const found = new Map<string, string>();
  if (names.length === 0) return found;
  const all = [...texts];
  for (const name of names) {
    const pattern = new RegExp(`${escape(name).replace(/\s+/g, "\\s+")}\\s*\\(\\s*(?:the\\s+)?[“"]?([A-Z][A-Z&]{1,6})[”"]?\\s*\\)`, "i");
    for (const text of all) {
      const m = pattern.exec(text);
      if (m && m[1]![0] === name[0]!.toUpperCase() && !question.includes(m[1]!)) {
        found.set(name, m[1]!);
        break;
      }
    }
  }
  return found;
}
