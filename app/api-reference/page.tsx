// A readable reference of the API, rendered on the server from the same OpenAPI document that
// /api/openapi.json serves.
import type { Metadata } from "next";
import { openApiDocument } from "@/lib/openapi/openapi-document";
import { referenceModel, type FieldRow } from "@/lib/openapi/reference-model";

export const metadata: Metadata = { title: "Footnote API reference" };

const METHOD_COLOURS: Record<string, string> = {
  GET: "bg-emerald-100 text-emerald-800",
  POST: "bg-sky-100 text-sky-800",
};

function Fields({ rows, withIn = false }: { rows: (FieldRow & { in?: string })[]; withIn?: boolean }) {
  if (rows.length === 0) return null;
  return (
    <table className="mt-2 w-full text-left text-sm">
      <thead className="text-xs uppercase text-slate-500">
        <tr>
          <th className="py-1 pr-4 font-medium">Name</th>
          {withIn && <th className="py-1 pr-4 font-medium">In</th>}
          <th className="py-1 pr-4 font-medium">Type</th>
          <th className="py-1 font-medium">Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.in ?? ""}${r.name}`} className="border-t border-slate-100 align-top">
            <td className="py-1 pr-4 font-mono">
              {r.name}
              {r.required && <span className="ml-1 text-rose-600" title="required">*</span>}
            </td>
            {withIn && <td className="py-1 pr-4 text-slate-600">{r.in}</td>}
            <td className="py-1 pr-4 font-mono text-slate-700">{r.type}</td>
            <td className="py-1 text-slate-600">{r.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function ApiReferencePage() {
  const model = referenceModel(openApiDocument() as unknown as Record<string, unknown>);
  return (
    <main className="mx-auto max-w-5xl px-6 py-10 text-slate-900">
      <header className="mb-8">
        <h1 className="text-3xl font-semibold">{model.title}</h1>
        <p className="mt-1 text-sm text-slate-500">
          Version {model.version} · OpenAPI 3.1 · <a className="underline" href="/api/openapi.json">openapi.json</a>
        </p>
        <p className="mt-4 max-w-3xl text-slate-700">{model.description}</p>
      </header>

      <nav className="mb-10 grid gap-1 text-sm sm:grid-cols-2">
        {model.groups.flatMap((g) => g.operations).map((op) => (
          <a key={op.id} href={`#${op.id}`} className="font-mono text-slate-700 hover:underline">
            {op.method} {op.path}
          </a>
        ))}
      </nav>

      {model.groups.map((group) => (
        <section key={group.tag} className="mb-12">
          <h2 className="mb-4 border-b border-slate-200 pb-2 text-xl font-semibold">{group.tag}</h2>
          {group.operations.map((op) => (
            <article key={op.id} id={op.id} className="mb-8 rounded-lg border border-slate-200 p-5">
              <h3 className="flex flex-wrap items-center gap-3 font-mono text-sm">
                <span className={`rounded px-2 py-0.5 font-semibold ${METHOD_COLOURS[op.method] ?? "bg-slate-100"}`}>{op.method}</span>
                <span>{op.path}</span>
              </h3>
              <p className="mt-2 font-medium">{op.summary}</p>
              {op.description && <p className="mt-1 text-sm text-slate-600">{op.description}</p>}
              {op.parameters.length > 0 && (
                <div className="mt-4">
                  <h4 className="text-sm font-semibold">Parameters</h4>
                  <Fields rows={op.parameters} withIn />
                </div>
              )}
              {op.body && (
                <div className="mt-4">
                  <h4 className="text-sm font-semibold">
                    Body <span className="font-normal text-slate-500">(application/json{op.body.required ? "" : ", optional"})</span>
                  </h4>
                  <Fields rows={op.body.fields} />
                </div>
              )}
              <div className="mt-4">
                <h4 className="text-sm font-semibold">Responses</h4>
                <ul className="mt-1 space-y-0.5 text-sm">
                  {op.responses.map((r) => (
                    <li key={r.status}>
                      <span className="font-mono font-semibold">{r.status}</span> {r.description}
                      {r.type && <span className="ml-2 font-mono text-slate-500">{r.type}</span>}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </section>
      ))}

      <section>
        <h2 className="mb-4 border-b border-slate-200 pb-2 text-xl font-semibold">Schemas</h2>
        {model.schemas.map((schema) => (
          <article key={schema.name} id={`schema-${schema.name}`} className="mb-6">
            <h3 className="font-mono font-semibold">
              {schema.name} <span className="font-normal text-slate-500">{schema.type}</span>
            </h3>
            {schema.description && <p className="mt-1 text-sm text-slate-600">{schema.description}</p>}
            <Fields rows={schema.fields} />
            {schema.variants.map((fields, i) => (
              <Fields key={i} rows={fields} />
            ))}
          </article>
        ))}
      </section>
    </main>
  );
}
