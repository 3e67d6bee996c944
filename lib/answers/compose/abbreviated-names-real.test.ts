// A segment a question spells out that the filing writes by its initials: on real pages, the
// sentence telling the segment's change leads though it names the segment only as "RMS" or "BGS".
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { narrativeAnswer } from "./narrative-answer";
import { narrativePages } from "./narrative-pages.fixture";

describe("a name the filing abbreviates", () => {
  let lockheed: CitablePage[];
  let boeing: CitablePage[];

  beforeAll(async () => {
    // Lockheed Martin's 10-K for 2022: p30 the segments and their initials, p43 MFC's results, p44 RMS's.
    lockheed = await narrativePages({ file: "9a2317300d0f1e26", company: "Lockheed Martin Corporation", ticker: "LMT", fiscalYear: 2022 }, [30, 43, 44]);
    // Boeing's 10-K for 2021: p25 the segments named with their initials, p44 BGS's results.
    boeing = await narrativePages({ file: "947c298acb17e663", company: "The Boeing Company", ticker: "BA", fiscalYear: 2021 }, [25, 44]);
  }, 60_000);

  it("leads with the abbreviated segment's own change", () => {
    const answer = narrativeAnswer("Why did Lockheed Martin's Rotary and Mission Systems sales decline in 2022?", lockheed);
    expect(answer?.text.split("\n")[0]).toMatch(/^RMS’ net sales in 2022 decreased/);
  });

  it("carries to another filer's initials", () => {
    const answer = narrativeAnswer("What lifted Boeing Global Services revenue in 2021?", boeing);
    expect(answer?.text.split("\n")[0]).toMatch(/BGS revenues in 2021 increased/);
  });
});
