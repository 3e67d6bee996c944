// A run of years told by its ordinal answers "for how many years in a row": 3M's "65th consecutive
// year of dividend increases", Verizon's "sixteenth consecutive year in which we have raised our
// dividend". Only a run of what was asked counts.
import { describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { ordinalValue, recordRunAnswer, runAsked, runStated } from "./record-run";

const page = (content: string, company = "3M Company"): CitablePage =>
  ({ ref: "#abcd0001", pageNumber: 41, kind: "narrative", score: 1, content, document: { companyName: company, formType: "10-K", fiscalYear: 2022, category: "annual-financial-report" } }) as unknown as CitablePage;

describe("a run of years", () => {
  it.each([
    ["65th", 65],
    ["sixteenth", 16],
    ["sixty-fifth", 65],
    ["fiftieth", 50],
    ["21st", 21],
    ["consecutive", null],
  ])("reads the ordinal %s", (text, value) => {
    expect(ordinalValue(text)).toBe(value);
  });

  it("reads how a run is asked", () => {
    expect(runAsked("For how many years in a row has 3M increased its dividend?")).toBe(true);
    expect(runAsked("How many consecutive years has Verizon raised its dividend?")).toBe(true);
    expect(runAsked("How long has Coca-Cola raised its dividend without a break?")).toBe(true);
    expect(runAsked("How many years does the term loan run?")).toBe(false);
    expect(runAsked("How many employees did 3M have in 2022?")).toBe(false);
  });

  it("answers with the run's length, quoting the sentence that states it", () => {
    const mmm = page("In February 2023, 3M's Board of Directors declared a first-quarter 2023 dividend of $1.50 per share, an increase of 1 percent. This marked the 65th consecutive year of dividend increases for 3M.");
    const answer = recordRunAnswer("For how many years in a row has 3M increased its dividend?", [mmm]);
    expect(answer?.text).toMatch(/^\*\*65\*\* consecutive years/);
    expect(answer?.excerpts.get("#abcd0001")).toBe("This marked the 65th consecutive year of dividend increases for 3M.");
    const vz = page("Our Board of Directors increased the quarterly dividend by 2.0% during 2022, making this the sixteenth consecutive year in which we have raised our dividend.", "Verizon Communications Inc.");
    expect(recordRunAnswer("How many consecutive years has Verizon raised its dividend?", [vz])?.text).toMatch(/^\*\*16\*\*/);
  });

  it("takes no run of something else", () => {
    const other = page("This was the 12th consecutive year of record backlog.");
    expect(runStated("For how many years in a row has 3M increased its dividend?", [other])).toBeNull();
  });
});
