import { describe, expect, it } from "vitest";
import { asksAmount, leadStatesAmount } from "./amount-asked";

describe("questions that ask how much", () => {
  it.each([
    ["How much did Coca-Cola spend on sugar in 2016?", true],
    ["What was the purchase price of the Frame.io acquisition?", true],
    ["What was the total consideration paid for Empire City?", true],
    ["Who are Boeing's primary customers?", false],
    ["What drove the change in gross margin?", false],
  ])("%s", (question, asks) => {
    expect(asksAmount(question)).toBe(asks);
  });

  it("finds an amount in a lead, not in the quotes after it", () => {
    expect(leadStatesAmount("Adobe paid approximately **$1.3 billion** [#ab12]. \n\nAlso relevant: …")).toBe(true);
    expect(leadStatesAmount("Margins improved 120 basis points to 31.2% [#ab12].")).toBe(true);
    expect(leadStatesAmount("The principal sweetener is high fructose corn syrup [#ab12].\n\n- \"$4 million\" (page 9)")).toBe(false);
  });
});
