// The file host over HTTP: links from the document operations, and every way of misusing one.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS } from "./catalog-fixture";
import { FILE_LINK_SECRET, startContractServer, type ContractServer } from "./contract-server";

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server?.stop());

const [doc, other] = [DOCUMENTS[0]!, DOCUMENTS[1]!];

async function links(version: "v1" | "v2", id = doc.id) {
  const body = await (await server.fetch(`/api/${version}/documents/${id}`)).json();
  return { original: body.originalFileUrl as string, markdown: body.markdownFileUrl as string };
}

/** A link signed with the server's secret the way the server signs them, for any parts. */
function forge(id: string, kind: string, expires: number): string {
  const signature = createHmac("sha256", FILE_LINK_SECRET).update(`footnote-file-link\n${id}\n${kind}\n${expires}`).digest("base64url");
  return `${server.baseUrl}/files/${id}/${kind}?expires=${expires}&signature=${signature}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe("file links", () => {
  it.each(["v1", "v2"] as const)("from %s serve the original PDF and the Markdown without an API key", async (version) => {
    const { original, markdown } = await links(version);
    const pdf = await fetch(original);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe('inline; filename="3m-company-10-k-2022-12-31.pdf"');
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(doc.pdf);

    const md = await fetch(markdown);
    expect(md.status).toBe(200);
    expect(md.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(await md.text()).toBe(doc.markdown);
  });

  it("expire: a correctly signed link past its expiry is refused with 403", async () => {
    const response = await fetch(forge(doc.id, "original", nowSeconds() - 1));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ detail: "File link expired; fetch the document again for a new one" });
    expect((await fetch(forge(doc.id, "original", nowSeconds() + 60))).status).toBe(200);
  });

  it("refuse any altered part with 403: signature, expiry, kind, or another document's id", async () => {
    const { original } = await links("v2");
    const url = new URL(original);
    const signature = url.searchParams.get("signature")!;
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    const variants = [
      original.replace(signature, flipped),
      original.replace(`signature=${signature}`, "signature="),
      original.replace(/&signature=.*$/, ""),
      original.replace(/expires=(\d+)/, (_, e) => `expires=${Number(e) + 3600}`),
      original.replace("/original?", "/markdown?"),
      original.replace(doc.id, other.id),
      `${original}%3D`,
    ];
    for (const variant of variants) {
      const response = await fetch(variant);
      expect(response.status, variant).toBe(403);
      expect(await response.json()).toEqual({ detail: "Invalid file link" });
    }
  });

  it("never serve anything but a cataloged document's files, whatever the path says", async () => {
    const { original } = await links("v2");
    const query = new URL(original).search;
    const attempts = [
      `/files/..%2F..%2F..%2Fetc%2Fpasswd/original${query}`,
      `/files/${doc.id}/..%2F..%2Fsecrets%2Ffile-link${query}`,
      `/files/${doc.id}/%2E%2E${query}`,
      `/files/%2E%2E/original${query}`,
      `/files/..%5C..%5Cfootnote.db/original${query}`,
      `/files/${doc.id}%00/original${query}`,
    ];
    for (const attempt of attempts) {
      const response = await fetch(server.baseUrl + attempt);
      expect(response.status, attempt).toBeGreaterThanOrEqual(400);
      expect(response.status, attempt).toBeLessThan(500);
      const text = await response.text();
      expect(text, attempt).not.toContain("root:");
      expect(text, attempt).not.toContain("SQLite format");
    }
  });

  it("answer 404 for a well-signed link to a document that is not in the catalog", async () => {
    const response = await fetch(forge("00000000-0000-0000-0000-000000000000", "original", nowSeconds() + 60));
    expect(response.status).toBe(404);
  });
});
