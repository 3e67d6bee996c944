// Asked whether a part reached a fraction of a whole, the answer leads with the share the filing
// states of that whole, in bold: on real pages, the sentence giving the unions' share of employees
// outranks one giving the workforce's make-up in percentages.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { narrativeAnswer } from "./narrative-answer";
import { narrativePages } from "./narrative-pages.fixture";

describe("a share set against a bar", () => {
  let verizon: CitablePage[];
  let nike: CitablePage[];
  let activision: CitablePage[];

  beforeAll(async () => {
    // Verizon's 10-K for 2020: p11 human capital (diversity percentages, the unions' share), p15 risk factors.
    verizon = await narrativePages({ file: "3631e14a418c2b4c", company: "Verizon Communications Inc.", ticker: "VZ", fiscalYear: 2020 }, [11, 15]);
    // NIKE's 10-K for fiscal 2019: p5 non-U.S. sales as a share of total revenues.
    nike = await narrativePages({ file: "7dbdf1bcbf37dd6d", company: "NIKE, Inc.", ticker: "NKE", fiscalYear: 2019 }, [5]);
    // Activision Blizzard's 10-K for 2019: p32–p33 net revenues discussed, p11 the franchises' share of them.
    activision = await narrativePages({ file: "017f1bbc1e37f294", company: "Activision Blizzard, Inc.", ticker: "ATVI", fiscalYear: 2019 }, [32, 33, 11]);
  }, 60_000);

  it("leads with the unions' share of employees", () => {
    const answer = narrativeAnswer("Was more than a quarter of Verizon's workforce represented by unions at the end of 2020?", verizon);
    expect(answer?.text.split("\n")[0]).toMatch(/\*\*22\.5%\*\*/);
  });

  it("leads with the share of total revenues", () => {
    const answer = narrativeAnswer("NIKE fiscal 2019: did sales outside the U.S. make up the majority of total revenues?", nike);
    expect(answer?.text.split("\n")[0]).toMatch(/\*\*59%\*\*/);
  });

  it("leads with the passage stating a share of the whole, not one that only speaks of the whole", () => {
    const answer = narrativeAnswer("Did the Call of Duty, Candy Crush and World of Warcraft franchises together bring in more than half of the company's net revenues in 2019?", activision);
    expect(answer?.text.split("\n")[0]).toMatch(/\*\*67%\*\*/);
  });
});
