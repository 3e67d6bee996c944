import { describe, expect, it } from "vitest";
import { misspells } from "./company-spelling";

const companies = ["netflix", "inc", "nflx", "microsoft", "corporation", "msft", "lockheed", "martin", "lmt", "nike"];

describe("a company's name misspelt", () => {
  it.each(["Netflx", "Netflx's", "Microsfot", "Mircosoft", "Martn", "Lockhead", "Netfilx"])("%s is the company's", (word) => {
    expect(misspells(word, companies)).toBe(true);
  });

  it.each(["Netflix", "Tesla", "Toyota", "Nile", "Mike", "Amazon", "Medtronic", "Nflx"])("%s is not a misspelling of it", (word) => {
    expect(misspells(word, companies)).toBe(false);
  });
});
