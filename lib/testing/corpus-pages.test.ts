import { describe, expect, it } from "vitest";
import { extractPages } from "../ingest/pdf/extract-pages";
import { corpusPages } from "./corpus-pages";
import { readCorpusFile } from "./shared-corpus";

describe("a sample filing's pages kept once extracted", () => {
  it("gives the extractor's own pages, first extracted and then from the kept copy", async () => {
    const file = "4156c3d262196e31.pdf";
    const direct = await extractPages(readCorpusFile(file));
    const first = await corpusPages(file);
    const second = await corpusPages("4156c3d262196e31");
    expect(first).toEqual(direct);
    expect(second).toEqual(direct);
  });
});
