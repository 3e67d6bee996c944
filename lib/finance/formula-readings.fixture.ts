// How the formula tests print what a question's formula was read as: "<name> [<unit>] = <expression>".
import { describe } from "./expression";
import { composedMetric, definedMetrics } from "./question-formulas";

/** The metric the question defines and asks for, as read for `year`. */
export const asked = (question: string, year: number) => {
  const m = definedMetrics(question, year).asked;
  return m && `${m.name} [${m.unit}] = ${describe(m.expr)}`;
};

/** The metric the question composes without a definition ("X as a % of Y"), or null. */
export const composed = (question: string, year = 2021) => {
  const m = composedMetric(question, { year })?.metric;
  return m ? `${m.name} [${m.unit}] = ${describe(m.expr)}` : null;
};
