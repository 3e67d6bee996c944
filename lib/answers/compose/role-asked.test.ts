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

describe("a director's pay", () => {
  it("is answered by a passage naming the board's members, the filings' other name for its directors", () => {
    const lead = "Her compensation will be the standard fees paid to all non-executive board members and participation in the Company's 2019 Incentive Plan.";
    expect(payLeadWithoutOffice("Costco added a director in August 2023. On what terms will she be paid, according to the 8-K?", lead)).toBeNull();
    expect(payLeadWithoutOffice("How are directors paid?", "Each member of the board receives an annual retainer of $100,000.")).toBeNull();
    expect(payLeadWithoutOffice("What is the director paid?", "Employees receive an annual salary.")).toBe("director");
  });
});
