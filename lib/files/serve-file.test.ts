import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DOCUMENTS, seedCatalog } from "../../tests/contract/catalog-fixture";
import { closeDb, db } from "../db/connection";
import { env, resetEnvForTests } from "../env";
import { serveDocumentFile } from "./serve-file";
import { checkFileLink, fileLinks, signedFileUrl } from "./signed-links";

let dir: string;
const doc = DOCUMENTS[0]!;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "footnote-files-"));
  process.env.DATA_DIR = dir;
  process.env.FILE_HOST = "https://files.example.test";
  resetEnvForTests();
  seedCatalog(db(), env().filesDir);
});
afterAll(() => {
  closeDb();
  rmSync(dir, { recursive: true, force: true });
});

function serve(url: string, now?: number) {
  const parsed = new URL(url);
  const [, , id = "", kind = ""] = parsed.pathname.split("/");
  return serveDocumentFile(decodeURIComponent(id), kind, parsed, now);
}

describe("signed file links", () => {
  it("point at the file host and expire after the configured lifetime", () => {
    const now = Date.UTC(2024, 0, 1);
    const { originalFileUrl, markdownFileUrl } = fileLinks(doc.id, { now });
    expect(originalFileUrl).toMatch(new RegExp(`^https://files\\.example\\.test/files/${doc.id}/original\\?expires=\\d+&signature=[\\w-]{43}$`));
    expect(markdownFileUrl).toContain(`/files/${doc.id}/markdown?`);
    const url = new URL(originalFileUrl);
    const [expires, signature] = [url.searchParams.get("expires"), url.searchParams.get("signature")];
    expect(Number(expires)).toBe(now / 1000 + env().fileLinkTtlSeconds);
    expect(checkFileLink(doc.id, "original", expires, signature, now)).toBe("valid");
    expect(checkFileLink(doc.id, "original", expires, signature, Number(expires) * 1000)).toBe("expired");
    expect(checkFileLink(doc.id, "markdown", expires, signature, now)).toBe("invalid");
    expect(checkFileLink(DOCUMENTS[1]!.id, "original", expires, signature, now)).toBe("invalid");
    expect(checkFileLink(doc.id, "original", String(Number(expires) + 1), signature, now)).toBe("invalid");
    expect(checkFileLink(doc.id, "original", expires, `${signature}=`, now)).toBe("invalid");
  });
});

describe("serveDocumentFile", () => {
  it("serves the original and the Markdown with their types and a readable file name", async () => {
    const original = await serve(signedFileUrl(doc.id, "original"));
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("application/pdf");
    expect(original.headers.get("content-disposition")).toBe('inline; filename="3m-company-10-k-2022-12-31.pdf"');
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(doc.pdf);

    const markdown = await serve(signedFileUrl(doc.id, "markdown"));
    expect(markdown.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(markdown.headers.get("content-disposition")).toBe('inline; filename="3m-company-10-k-2022-12-31.md"');
    expect(await markdown.text()).toBe(doc.markdown);
  });

  it("refuses expired, altered and unknown-kind links with 403", async () => {
    const expired = await serve(signedFileUrl(doc.id, "original", { now: Date.now() - 3_600_000, ttlSeconds: 60 }));
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ detail: "File link expired; fetch the document again for a new one" });
    const other = signedFileUrl(doc.id, "original").replace(doc.id, DOCUMENTS[1]!.id);
    expect((await serve(other)).status).toBe(403);
    expect((await serve(signedFileUrl(doc.id, "original").replace("/original?", "/secrets?"))).status).toBe(403);
  });

  it("never reads outside the files folder, whatever the catalog row says", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const outside = path.join(dir, "outside.txt");
    writeFileSync(outside, "secret");
    db().prepare("UPDATE documents SET original_path = '../outside.txt' WHERE id = ?").run(doc.id);
    symlinkSync(outside, path.join(env().filesDir, "escape.md"));
    db().prepare("UPDATE documents SET markdown_path = 'escape.md' WHERE id = ?").run(doc.id);
    for (const kind of ["original", "markdown"] as const) {
      const response = await serve(signedFileUrl(doc.id, kind));
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("secret");
    }
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});
