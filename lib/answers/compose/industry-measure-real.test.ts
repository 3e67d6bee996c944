// The measures a company reports are printed by name on its pages: Walmart's comparable sales, MGM's
// RevPAR, Netflix's paid memberships, Verizon's churn. Asked of another company's pages, or of pages
// that never print them, they are no figure the filings state.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { narrativePages } from "./narrative-pages.fixture";
import { unreportedMeasure } from "./industry-measure";

describe("industry measures on real pages", () => {
  let walmart: CitablePage[];
  let mgm: CitablePage[];
  let netflix: CitablePage[];
  let verizon: CitablePage[];

  beforeAll(async () => {
    // Walmart FY2021 10-K: p33 its comparable sales; p60 a statement page.
    walmart = await narrativePages({ file: "0b1126cab3184ee8", company: "Walmart Inc.", ticker: "WMT", fiscalYear: 2021 }, [33, 60]);
    // MGM 2019 10-K: p35 its Las Vegas Strip RevPAR.
    mgm = await narrativePages({ file: "954620199cb326c7", company: "MGM Resorts International", ticker: "MGM", fiscalYear: 2019 }, [35]);
    // Netflix 2018 10-K: p3 its paid memberships.
    netflix = await narrativePages({ file: "182eb08c330375b0", company: "Netflix, Inc.", ticker: "NFLX", fiscalYear: 2018 }, [3]);
    // Verizon 2022 10-K: p28 its consumer churn.
    verizon = await narrativePages({ file: "403d7346e8a05947", company: "Verizon Communications Inc.", ticker: "VZ", fiscalYear: 2022 }, [28]);
  }, 60_000);

  it("answers a measure the pages print under one of its names", () => {
    expect(unreportedMeasure("Walmart same-store sales growth 2021?", walmart)).toBeNull();
    expect(unreportedMeasure("What was MGM Resorts' RevPAR on the Las Vegas Strip in 2019?", mgm)).toBeNull();
    expect(unreportedMeasure("How many paying subscribers did Netflix have at the end of 2018?", netflix)).toBeNull();
    expect(unreportedMeasure("What was Verizon's churn rate in 2022?", verizon)).toBeNull();
  });

  it("declines one no page prints", () => {
    expect(unreportedMeasure("What was Walmart's RevPAR in fiscal 2021?", walmart)).toBe("RevPAR");
    expect(unreportedMeasure("Netflix net interest margin 2018?", netflix)).toBe("net interest margin");
    expect(unreportedMeasure("Can you tell me what book-to-bill ratio Verizon reported for 2022?", verizon)).toBe("book-to-bill ratio");
    expect(unreportedMeasure("How did MGM's churn rate change in 2019?", mgm)).toBe("churn");
    expect(unreportedMeasure("What were Walmart's comparable sales in fiscal 2021?", walmart.slice(1))).toBe("same-store sales");
  });
});
