// A yearly formula averaged over the years, told as steps: "compute operating income / net
// revenues for each of 2015, 2016 and 2017 …, then average the three margins", "work out A / B
// for each of 2018, 2019 and 2020, then take the mean of the three figures". The formula is of
// one year; the figure asked is its average over the years named, called by what the steps call
// the yearly values ("the three margins": an average margin).

// The instruction before the yearly formula: at the sentence's start or after its setting.
const VERB = /(?:^|[:;,—–]\s*)(?:please\s+)?(?:compute|calculate|work\s+out|take|find|determine|get)\s+(?:the\s+|its\s+)?/gi;
// "for each of 2015, 2016 and 2017", "in each of fiscal 2021–2023", "for each year".
const EACH_YEAR = /\s+(?:for|in)\s+(?:each|every)\s+(?:of\s+)?(?:the\s+)?(?:(?:fiscal\s+)?(?:years?\s+)?(?:fy\s*)?['’]?(?:19|20)?\d{2}|years?|fiscal\s+years?)\b/i;
// "…, then average the three margins", "… and then take the mean of the three figures".
const THEN_AVERAGE = /,?\s+(?:and\s+)?then\s+(?:(?:take|compute|calculate|find|work\s+out)\s+)?(?:the\s+|their\s+)?(?:simple\s+|arithmetic\s+)?(?:average|mean)\b(?:\s+of)?(?:\s+(?:the|these|those|them))?(?:\s+(?:two|three|four|five|six|\d+))?(?:\s+(?<what>[a-z][\w-]*))?/i;
// The years told before the instruction: "For each year take A / B …, then …", "For each of
// 2017, 2018 and 2019, compute …". The formula then runs from the instruction to the averaging.
const EACH_YEAR_FIRST = /(?:^|[:;,.—–]\s*)(?:for|in)\s+(?:each|every)\s+(?:of\s+)?(?:the\s+)?(?:years?|fiscal\s+years?|(?:(?:fiscal\s+)?(?:fy\s*)?['’]?(?:19|20)?\d{2}(?:\s*(?:,|and|&|-|–|to)\s*)*)+)\s*,?\s*(?:please\s+)?(?:compute|calculate|work\s+out|take|find|determine|get)\s+(?:the\s+|its\s+)?/gi;
// What the yearly values are called when it names no metric: "figures", "results", "values".
const PLAIN = /^(?:figures?|results?|values?|numbers?|ratios?|years?|them|percentages?)$/i;

export interface YearlyAverage {
  /** The yearly formula as written. */
  formula: string;
  /** The name of the average asked ("average margin"). */
  name: string;
  /** Where the formula starts in the sentence. */
  at: number;
}

/** The yearly formula a sentence averages over the years it names, or null when it tells none. */
export function yearlyAverageSteps(sentence: string): YearlyAverage | null {
  const average = THEN_AVERAGE.exec(sentence);
  if (!average) return null;
  return yearsAfter(sentence, average) ?? yearsFirst(sentence, average);
}

/** "Compute A / B for each of 2015, 2016 and 2017, then average": the years follow the formula. */
function yearsAfter(sentence: string, average: RegExpExecArray): YearlyAverage | null {
  const each = EACH_YEAR.exec(sentence.slice(0, average.index));
  if (!each) return null;
  const verbs = [...sentence.slice(0, each.index).matchAll(VERB)];
  const verb = verbs.at(-1);
  if (!verb) return null;
  const at = verb.index + verb[0].length;
  const formula = sentence.slice(at, each.index).trim();
  if (!formula) return null;
  return { formula, name: averageName(average), at };
}

function averageName(average: RegExpExecArray): string {
  const what = average.groups?.what?.toLowerCase();
  const called = what && !PLAIN.test(what) ? what.replace(/s$/, "") : "result";
  return `average ${called}`;
}

/** "For each year take A / B …, then take the mean": the years come before the instruction. */
function yearsFirst(sentence: string, average: RegExpExecArray): YearlyAverage | null {
  const before = sentence.slice(0, average.index);
  const lead = [...before.matchAll(EACH_YEAR_FIRST)].at(-1);
  if (!lead) return null;
  const at = lead.index + lead[0].length;
  const formula = before.slice(at).replace(/[,;\s]+$/, "").trim();
  return formula ? { formula, name: averageName(average), at } : null;
}
