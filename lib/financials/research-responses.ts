// How the research routes answer: JSON or a file, a catalog miss as 404, a bad parameter as
// 422, always with the workspace's `{ detail }` body.
import type { z } from "zod";
import { NotFoundError } from "../catalog/errors";
import type { ExportFile } from "./research-views";
import { paramsObject, problemOf } from "./research-request";

export function parseQuery<T extends z.ZodType>(schema: T, request: Request): { data: z.output<T> } | { response: Response } {
  const parsed = schema.safeParse(paramsObject(new URL(request.url).searchParams));
  return parsed.success ? { data: parsed.data } : { response: Response.json({ detail: problemOf(parsed.error) }, { status: 422 }) };
}

/** Runs the work; a company or document that does not exist is a 404. */
export async function answer(work: () => unknown): Promise<Response> {
  try {
    const result = await work();
    if (result instanceof Response) return result;
    return Response.json(result, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (error instanceof NotFoundError) return Response.json({ detail: error.message }, { status: 404 });
    throw error;
  }
}

export function fileResponse(file: ExportFile): Response {
  return new Response(typeof file.body === "string" ? file.body : new Uint8Array(file.body), {
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.filename}"`,
      "cache-control": "no-store",
    },
  });
}
