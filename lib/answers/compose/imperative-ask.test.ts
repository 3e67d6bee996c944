import { describe, expect, it } from "vitest";
import { headlinesAmount } from "./amount-wanted";
import { askedAsQuestion } from "./imperative-ask";

describe("askedAsQuestion", () => {
  it.each([
    ["Give me the buyer, the timing and the consideration of Square's 2019 sale of Caviar.", "What is the buyer, the timing and the consideration of Square's 2019 sale of Caviar."],
    ["Tell me the purchaser and the proceeds of MGM Resorts' 2019 sale of Circus Circus Las Vegas.", "What is the purchaser and the proceeds of MGM Resorts' 2019 sale of Circus Circus Las Vegas."],
    ["Please pull the deferred revenue line from Ulta Beauty's balance sheet.", "What is the deferred revenue line from Ulta Beauty's balance sheet."],
    ["Can you tell me how Netflix's streaming revenue grew in 2018?", "how Netflix's streaming revenue grew in 2018?"],
    ["Tell me whether Activision Blizzard's operating margin was improving.", "whether Activision Blizzard's operating margin was improving."],
    ["I'd like the price General Mills got for its Helper business.", "What is the price General Mills got for its Helper business."],
    ["Quick one: give us Pfizer's 2020 dividends paid.", "What is Pfizer's 2020 dividends paid."],
  ])("%s", (request, question) => {
    expect(askedAsQuestion(request)).toBe(question);
  });

  it.each([
    "What was Amazon's operating income in 2020?",
    "Given the 2019 results, did Boeing's leverage change?",
    "Listed companies often report EBITDA; did Verizon?",
    "Shown on the balance sheet, what were inventories?",
  ])("leaves a question that is no request: %s", (question) => {
    expect(askedAsQuestion(question)).toBe(question);
  });
});

describe("an amount wanted, asked as a request", () => {
  it.each([
    "Give me the buyer, the timing and the consideration of Square's 2019 sale of Caviar.",
    "Tell me the purchaser and the proceeds of MGM Resorts' 2019 sale of Circus Circus Las Vegas.",
    "Show me the price Walmart paid for Jet.com.",
    "I need the gain PepsiCo recorded on the Juice Transaction.",
  ])("%s", (question) => {
    expect(headlinesAmount(question)).toBe(true);
  });

  it("wants none where the question wants none", () => {
    expect(headlinesAmount("Tell me who Netflix names as its competitors.")).toBe(false);
    expect(headlinesAmount("Give me the buyer of Square's Caviar business.")).toBe(false);
  });
});
