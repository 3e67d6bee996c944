// Leads are passages of real filings.
import { describe, expect, it } from "vitest";
import { payLeadWithoutOffice } from "./role-asked";

describe("pay asked of a group of the company's people", () => {
  it("is not answered by a salary in someone's agreement", () => {
    // Walmart 10-K FY2020 p147, a separation agreement.
    const walmart = "Should Associate's Separation Date be on or after February 1, 2021, the Transition Payment will be two (2) years of base salary. [#f2ec0092]";
    expect(payLeadWithoutOffice("What salary does Walmart pay its junior analysts?", walmart)).toBe("junior analysts");
    // General Mills 10-K 2022 p101: "junior" of notes, not of staff.
    const mills = "The Notes effectively rank junior to all of our existing and future secured indebtedness to the extent of the value of the assets securing such indebtedness. [#2ea30064]";
    expect(payLeadWithoutOffice("What salary does General Mills pay its junior analysts?", mills)).toBe("junior analysts");
    // What it pays for a group is no pay of theirs.
    expect(payLeadWithoutOffice("How much did Verizon expect to pay for its retirees in 2024?", "Expected benefit payments: 1,046 (2024) [#0a00006e]")).toBeNull();
    // The group named in the lead (Walmart 10-K FY2021 p12).
    expect(payLeadWithoutOffice("What does Walmart pay its hourly associates?", "In the U.S., approximately 94% of these associates are hourly and approximately 64% are full-time. [#5cc7000b]")).toBeNull();
  });
});
