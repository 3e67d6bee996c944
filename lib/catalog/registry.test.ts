import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { registryPath } from "../testing/shared-corpus";
import { companyId } from "./ids";
import { loadRegistry, parseRegistry, registryToCompany } from "./registry";

describe("company registry", () => {
  it("reads the sample registry, with and without CIKs", () => {
    const registry = loadRegistry(registryPath());
    expect(registry.length).toBeGreaterThan(40);
    const walmart = registry.find((c) => c.name === "Walmart Inc.")!;
    expect(walmart).toMatchObject({ cik: "104169", tickers: ["WMT"], countries: ["US"], filesWithSec: true });
    expect(walmart.aliases).toContain("Wal-Mart Stores");
    const withoutCik = registry.find((c) => !c.cik)!;
    expect(withoutCik.filesWithSec).toBe(false);
  });

  it("tolerates missing optional fields and normalises CIKs and countries", () => {
    const [entry] = parseRegistry([{ name: "Example Holdings plc", cik: "0000012345", countries: ["gb"] }]);
    expect(entry).toEqual({
      name: "Example Holdings plc", cik: "12345", tickers: [], countries: ["GB"], filesWithSec: true, listed: true, aliases: [],
    });
    expect(parseRegistry([{ name: "No Cik SA", cik: 987 }])[0]?.cik).toBe("987");
  });

  it("names every invalid entry", () => {
    expect(() => parseRegistry([{ name: "" }, { name: "X", tickers: "ABC" }])).toThrow(/0\.name.*1\.tickers/);
    const dir = mkdtempSync(path.join(tmpdir(), "registry-"));
    writeFileSync(path.join(dir, "bad.json"), "{ not json");
    expect(() => loadRegistry(path.join(dir, "bad.json"))).toThrow(/Cannot read company registry/);
  });

  it("turns an entry into a company whose id derives from the CIK without leading zeros", () => {
    const company = registryToCompany(parseRegistry([{ name: "Apple Inc.", cik: "0000320193", tickers: ["AAPL"], countries: ["US"] }])[0]!);
    expect(company).toMatchObject({ name: "Apple Inc.", cik: "320193", tickers: ["AAPL"], permid: null, listed: true });
    expect(company.id).toBe(companyId({ cik: "320193", name: "anything" }));
    const foreign = registryToCompany(parseRegistry([{ name: "Santos Ltd", countries: ["AU"], filesWithSec: false }])[0]!);
    expect(foreign.cik).toBeNull();
    expect(foreign.id).toBe(companyId({ name: "Santos Ltd", country: "AU" }));
  });
});
