// Boilerplate may support a passage answer, never lead one: Costco's 8-K of January 19, 2023 names
// the "Private Securities Litigation Reform Act" in its forward-looking-statements warning, which
// is no legal proceeding of Costco's. Asked about its legal proceedings, nothing on the page answers.
import { beforeAll, describe, expect, it } from "vitest";
import type { CitablePage } from "../engines/engine";
import { narrativeAnswer } from "./narrative-answer";
import { narrativePages } from "./narrative-pages.fixture";

describe("boilerplate in the lead", () => {
  let costco: CitablePage[];

  beforeAll(async () => {
    costco = await narrativePages({ file: "34b573fc40c8728a", company: "Costco Wholesale Corporation", ticker: "COST", fiscalYear: 2023 }, [3]);
  }, 120_000);

  it("does not answer with a forward-looking-statements warning", () => {
    expect(costco[0]!.content).toContain("Private Securities Litigation Reform Act");
    const answer = narrativeAnswer("Which legal proceedings did Costco describe?", costco);
    expect(answer?.text ?? "").not.toContain("forward-looking");
  });
});
