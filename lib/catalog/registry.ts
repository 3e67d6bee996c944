// The company registry: a JSON list of known companies (legal name, tickers, countries, CIK,
// informal names). Filings are matched against it; companies it names enter the catalog as is.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { companyId, normaliseCik } from "./ids";
import type { Company } from "./types";

const registryEntrySchema = z.object({
  name: z.string().trim().min(1),
  // CIKs appear both as strings and as numbers in registries people write by hand.
  cik: z.union([z.string(), z.number().int().nonnegative()]).nullish()
    .transform((v) => (v === null || v === undefined || String(v).trim() === "" ? undefined : normaliseCik(String(v)))),
  tickers: z.array(z.string().trim().min(1)).default([]),
  countries: z.array(z.string().trim().length(2).transform((c) => c.toUpperCase())).default([]),
  filesWithSec: z.boolean().optional(),
  listed: z.boolean().default(true),
  aliases: z.array(z.string().trim().min(1)).default([]),
});

export interface RegistryCompany {
  name: string;
  /** Without leading zeros; absent for companies that do not file with the SEC. */
  cik?: string;
  tickers: string[];
  /** ISO 3166-1 alpha-2. */
  countries: string[];
  filesWithSec: boolean;
  listed: boolean;
  aliases: string[];
}

/** Validates registry JSON (an array of entries); throws a readable error naming each bad entry. */
export function parseRegistry(json: unknown): RegistryCompany[] {
  const parsed = z.array(registryEntrySchema).safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new Error(`Invalid company registry: ${problems.join("; ")}`);
  }
  return parsed.data.map((e) => ({
    name: e.name,
    ...(e.cik ? { cik: e.cik } : {}),
    tickers: e.tickers,
    countries: e.countries,
    // A registry that leaves the flag out still tells us by the CIK whether the company files.
    filesWithSec: e.filesWithSec ?? Boolean(e.cik),
    listed: e.listed,
    aliases: e.aliases,
  }));
}

export function loadRegistry(file: string): RegistryCompany[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`Cannot read company registry ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseRegistry(json);
}

export function registryToCompany(entry: RegistryCompany): Company {
  const cik = entry.cik ? normaliseCik(entry.cik) : null;
  return {
    id: companyId({ cik, name: entry.name, country: entry.countries[0] }),
    name: entry.name,
    tickers: [...entry.tickers],
    countries: [...entry.countries],
    filesWithSec: entry.filesWithSec,
    cik,
    permid: null,
    aliases: [...entry.aliases],
    listed: entry.listed,
  };
}
