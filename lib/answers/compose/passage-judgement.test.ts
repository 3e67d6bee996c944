import { describe, expect, it } from "vitest";
import { asksAboutPast, asksWho, asksYesNo, booksEffect, effectAsked, isBoilerplate, isHedged, namesPerson, pointsBack, reportsOutcome, tellsEnactment } from "./passage-judgement";

describe("isBoilerplate", () => {
  it("recognises safe-harbor, website, code-of-conduct and cross-reference text", () => {
    expect(isBoilerplate("These statements are not guarantees and are subject to risks, uncertainties and changes in circumstances.")).toBe(true);
    expect(isBoilerplate("Readers are cautioned not to place undue reliance on these forward-looking statements.")).toBe(true);
    expect(isBoilerplate("The Code of Business Conduct is available on the Company’s website at www.example.com/code.")).toBe(true);
    expect(isBoilerplate("Our filings are available free of charge on our website.")).toBe(true);
    expect(isBoilerplate("For further information, see Note 12.")).toBe(true);
    expect(isBoilerplate("See “Legal and Regulatory Proceedings” in Note 16 ‘‘Commitments and Contingencies’’ included in Item 8 of this 10-K for additional information.")).toBe(true);
    expect(isBoilerplate("1 Non-GAAP financial measure; excludes the net impact of acquisitions and divestitures")).toBe(true);
    // Boeing's 10-K for 2018: the pointer with its purpose first.
    expect(isBoilerplate("For additional information on our accounting policies for recognizing sales and profits, see our discussion under “Management’s Discussion and Analysis – Critical Accounting Policies – Contract Accounting/Program Accounting” on pages 43 – 44 and Note 1 to our Consolidated Financial Statements.")).toBe(true);
    expect(isBoilerplate("For more details, refer to the Liquidity section below.")).toBe(true);
    // Lockheed Martin's 10-K for 2022: a reading guide, however many measures it names.
    expect(isBoilerplate("The following discussion of material changes in our consolidated net sales should be read in tandem with the subsequent discussion of changes in our consolidated cost of sales because changes in our sales are typically accompanied by a corresponding change in our cost of sales.")).toBe(true);
    // Amazon's 10-K for 2016: the SEC's definition filings repeat before their own critical estimates.
    expect(isBoilerplate("The SEC has defined a company’s critical accounting policies as the ones that are most important to the portrayal of the company’s financial condition and results of operations.")).toBe(true);
    // The line under every statement (Block's 10-K for 2015, Activision Blizzard's for 2019).
    expect(isBoilerplate("See accompanying notes to consolidated financial statements.")).toBe(true);
    expect(isBoilerplate("The accompanying notes are an integral part of these Consolidated Financial Statements.")).toBe(true);
  });

  it("leaves statements of fact alone", () => {
    expect(isBoilerplate("Traditionally, the airline industry has been cyclical and very competitive.")).toBe(false);
    expect(isBoilerplate("Card Member retention remained high in 2022.")).toBe(false);
    // American Water Works' 10-K for 2021: the matters, then a pointer to the note.
    expect(isBoilerplate("Set forth below is information related to the Company’s material pending legal proceedings as of February 16, 2022. The information below should be read together with Note 17—Commitments and Contingencies.")).toBe(false);
    expect(isBoilerplate("For additional information about our pension plans, we use a discount rate based on a yield curve of high-quality bonds.")).toBe(false);
    expect(isBoilerplate("The accompanying notes describe a $1.5 billion revolving credit facility entered into in 2018.")).toBe(false);
  });
});

describe("pointsBack", () => {
  it("tells a sentence naming its subject only by pointing back from one naming it", () => {
    expect(pointsBack("We recorded a net pre-tax gain of $163.7 million on the sale of these businesses.")).toBe(true);
    // Verizon's 10-K for 2020, page 42: the causes are in the paragraphs before.
    expect(pointsBack("Our Cash and cash equivalents at December 31, 2020 totaled $22.2 billion, a $19.6 billion increase compared to December 31, 2019, primarily as a result of the factors discussed above.")).toBe(true);
    expect(pointsBack("The closing of this transaction is subject to regulatory approval.")).toBe(true);
    expect(pointsBack("We completed the sale of our Helper main meals business to Eagle Family Foods Group for $606.8 million.")).toBe(false);
    expect(pointsBack("This Annual Report on Form 10-K describes our business.")).toBe(false);
  });
});

describe("namesPerson", () => {
  it("finds a person named in full, in a role", () => {
    expect(namesPerson("“We had a strong quarter,” said Jane Doe, Chairman of the Board and Chief Executive Officer.")).toBe(true);
    expect(namesPerson("Jane Doe, Chairman and Chief Executive Officer, and John Q. Public, Chief Financial Officer, reviewed this evaluation.")).toBe(true);
    expect(namesPerson("In July 2018, Mr. Roe was promoted to Vice Chairman.")).toBe(false);
    expect(namesPerson("In 2018, Ms. Jane Roe was appointed Company Group Chairman.")).toBe(true);
  });

  it("does not take titles or places for a name", () => {
    expect(namesPerson("Any waiver granted to the Chief Executive Officer, the Chief Financial Officer or the Controller will be posted.")).toBe(false);
    expect(namesPerson("Certification of Chief Executive Officer Pursuant to Section 302 of the Act.")).toBe(false);
    expect(namesPerson("Sales in North America, Europe and Asia grew.")).toBe(false);
  });
});

describe("question forms", () => {
  it("tells who-questions and yes/no questions", () => {
    expect(asksWho("Who is the CEO?")).toBe(true);
    expect(asksWho("Whose shares were repurchased?")).toBe(true);
    expect(asksWho("What is the CEO's salary?")).toBe(false);
    expect(asksYesNo("Is the business subject to cyclicality?")).toBe(true);
    expect(asksYesNo("Was the company able to retain customers during 2022?")).toBe(true);
    expect(asksYesNo("How much did it pay?")).toBe(false);
    expect(asksAboutPast("Did revenue grow in 2022?")).toBe(true);
    expect(asksAboutPast("Is the business seasonal?")).toBe(false);
  });

  it("tells a reported outcome from a statement of what could happen", () => {
    expect(reportsOutcome("Customer retention remained high during the year.")).toBe(true);
    expect(isHedged("Customer attrition could increase significantly if a partner leaves.")).toBe(true);
    expect(reportsOutcome("Customer attrition could increase significantly if a partner leaves.")).toBe(false);
    expect(reportsOutcome("We acquire and retain customers through rewards.")).toBe(false);
  });
});

describe("what an event did to the company", () => {
  it.each([
    ["How did the Tax Cuts and Jobs Act hit Best Buy's fiscal 2018 income taxes?", "Act"],
    ["What did the strike do to GM's margins in 2019?", "strike"],
    ["What were the effects of Hurricane Ida on the company's sales?", "Ida"],
  ])("reads the event of %s", (question, head) => {
    expect(effectAsked(question)).toBe(head);
  });

  it("asks no effect of a question about a figure alone", () => {
    expect(effectAsked("How did Best Buy's income taxes change in fiscal 2018?")).toBeNull();
  });

  it("tells the enactment of a law apart from the amount booked because of it", () => {
    const enacted = "On December 22, 2017, the U.S. enacted the Tax Cuts and Jobs Act, which significantly changed U.S. tax law. As a result, we recorded $283 million.";
    const booked = "As a result of the Tax Act, we recorded provisional tax expense in fiscal 2018 of $283 million.";
    expect(tellsEnactment(enacted)).toBe(true);
    expect(booksEffect(enacted, "Act")).toBe(false);
    expect(tellsEnactment(booked)).toBe(false);
    expect(booksEffect(booked, "Act")).toBe(true);
    // An amount booked for something else is no effect of the event.
    expect(booksEffect("The cumulative effect of this policy change amounted to $12 million and we recognized it in retained earnings.", "Act")).toBe(false);
  });
});
