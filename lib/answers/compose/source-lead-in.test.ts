import { describe, expect, it } from "vitest";
import { withoutSourceLeadIn } from "./source-lead-in";

describe("a lead-in naming where to read", () => {
  it.each([
    ["ADBE 10-Q for the quarter ended June 2, 2023, accrued expenses note: refund liabilities at June 2, 2023?", " refund liabilities at June 2, 2023?"],
    ["MGM 2019 10-K, selected quarterly results (in thousands): net income for the third quarter?", " net income for the third quarter?"],
    ["JNJ release, MedTech sales schedule: ABIOMED sales?", " ABIOMED sales?"],
  ])("is no part of what %s asks", (question, rest) => {
    expect(withoutSourceLeadIn(question)).toBe(rest);
  });

  it("leaves a question with no place named before its colon, or nothing after it", () => {
    expect(withoutSourceLeadIn("JPMorgan Chase, third quarter of 2022: firmwide net charge-offs?")).toBe("JPMorgan Chase, third quarter of 2022: firmwide net charge-offs?");
    expect(withoutSourceLeadIn("What does the leases note say:")).toBe("What does the leases note say:");
  });
});
