import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../catalog/registry";
import { dominantCompany, matchName, matchTicker, nameKey, namesRelated, registryIndex } from "./company-match";
import { displayName } from "./resolve-company";

const registry = parseRegistry([
  { name: "The Boeing Company", cik: "12927", tickers: ["BA"], aliases: ["Boeing"] },
  { name: "Walmart Inc.", cik: "104169", tickers: ["WMT"], aliases: ["Walmart", "Wal-Mart", "Wal-Mart Stores"] },
  { name: "JPMorgan Chase & Co.", cik: "19617", tickers: ["JPM"], aliases: ["JPMorgan", "Chase"] },
  { name: "MGM Resorts International", cik: "789570", tickers: ["MGM"] },
  { name: "Amcor plc", cik: "1748790", tickers: ["AMCR", "AMC.AX"] },
  { name: "Block, Inc.", cik: "1512673", tickers: ["XYZ"], aliases: ["Square, Inc.", "Square"] },
  { name: "McDonald's Corporation", cik: "63908", tickers: ["MCD"], aliases: ["McDonald's"] },
  { name: "The Coca-Cola Company", cik: "21344", tickers: ["KO"], aliases: ["Coca-Cola", "Coke"] },
]);
const index = registryIndex(registry);

describe("nameKey", () => {
  it("ignores case, punctuation, 'The' and legal forms", () => {
    expect(nameKey("THE BOEING COMPANY")).toBe(nameKey("Boeing"));
    expect(nameKey("Walmart Inc.")).toBe(nameKey("WALMART INC"));
    expect(nameKey("JPMorgan Chase & Co.")).toBe(nameKey("JPMorgan Chase and Company"));
    expect(nameKey("Industria de Diseño Textil, S.A.")).toBe(nameKey("INDUSTRIA DE DISENO TEXTIL SA"));
  });

  it("joins letter-spaced small capitals", () => {
    expect(nameKey("MGM R ESORTS I NTERNATIONAL")).toBe(nameKey("MGM Resorts International"));
  });

  it("keeps names whose only word is a legal form", () => {
    expect(nameKey("3M COMPANY")).toBe("3m");
    expect(nameKey("Company")).toBe("company");
  });
});

describe("matching the registry", () => {
  it("matches legal names written in any style", () => {
    expect(matchName("WAL-MART STORES, INC.", index)?.cik).toBe("104169");
    expect(matchName("Boeing Co", index)?.cik).toBe("12927");
    expect(matchName("McDONALD'S CORPORATION", index)?.cik).toBe("63908");
    expect(matchName("AMCOR PLC", index)?.cik).toBe("1748790");
  });

  it("matches former names through aliases", () => {
    expect(matchName("SQUARE, INC.", index)?.cik).toBe("1512673");
  });

  it("does not match a different company sharing a word", () => {
    expect(matchName("Boeing Capital Corporation", index)).toBeNull();
    expect(matchName("Chase Packaging Corp", index)).toBeNull();
  });

  it("matches tickers, suffixed forms by their base", () => {
    expect(matchTicker("wmt", index)?.cik).toBe("104169");
    expect(matchTicker("AMC", index)?.cik).toBe("1748790");
    expect(matchTicker("ZZZZ", index)).toBeNull();
  });

  it("tells related names from a reused ticker", () => {
    const block = registry.find((c) => c.cik === "1512673")!;
    expect(namesRelated("Square, Inc.", block)).toBe(true);
    expect(namesRelated("Xylem Holdings Inc.", block)).toBe(false);
  });

  it("finds the company a text names itself by, only when it dominates", () => {
    const own = "The Coca-Cola Company and Subsidiaries. ".repeat(6) + "Sales to McDonald's Corporation grew.";
    expect(dominantCompany(own, index)?.cik).toBe("21344");
    const mixed = "Walmart Inc. and The Boeing Company. ".repeat(4);
    expect(dominantCompany(mixed, index)).toBeNull();
  });
});

describe("displayName", () => {
  it("title-cases capitals but keeps initialisms and mixed case", () => {
    expect(displayName("WALMART INC.")).toBe("Walmart Inc.");
    expect(displayName("CVS HEALTH CORPORATION")).toBe("CVS Health Corporation");
    expect(displayName("BANK OF THE OZARKS")).toBe("Bank of the Ozarks");
    expect(displayName("NIKE, Inc .")).toBe("NIKE, Inc.");
  });
});
