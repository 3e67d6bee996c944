// The OpenAPI document turned into what a reader needs on a reference page: operations grouped by
// tag, each with its parameters, body fields and responses, and the named schemas with their
// fields. Pure, so the page only lays it out.

type Json = Record<string, unknown>;

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  parameters: (FieldRow & { in: string })[];
  body: { type: string; fields: FieldRow[]; required: boolean } | null;
  responses: { status: string; description: string; type: string }[];
}

export interface ReferenceModel {
  title: string;
  version: string;
  description: string;
  groups: { tag: string; operations: OperationView[] }[];
  schemas: SchemaView[];
}

export interface SchemaView {
  name: string;
  description: string;
  type: string;
  fields: FieldRow[];
  /** For a union of objects (the stream's events): the fields of each alternative. */
  variants: FieldRow[][];
}

const refName = (ref: string) => ref.split("/").pop() ?? ref;

/** A schema in a few words: `Company[]`, `string (uuid)`, `integer 1..1000`, `AnswerEvent`. */
export function typeOf(schema: Json | undefined): string {
  if (!schema) return "";
  if (typeof schema.$ref === "string") return refName(schema.$ref);
  const list = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (list) return list.map(typeOf).join(" | ");
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const type = Array.isArray(schema.type) ? (schema.type as string[]).join(" | ") : (schema.type as string | undefined);
  if (type === "array") return `${typeOf(schema.items as Json)}[]`;
  if (type === "object" && schema.additionalProperties && typeof schema.additionalProperties === "object") {
    return `{ [key]: ${typeOf(schema.additionalProperties as Json)} }`;
  }
  const bounds =
    schema.minimum !== undefined || schema.maximum !== undefined ? ` ${schema.minimum ?? ""}..${schema.maximum ?? ""}` : schema.minLength ? ` (min length ${schema.minLength})` : "";
  return `${type ?? "any"}${schema.format ? ` (${schema.format})` : ""}${bounds}`;
}

function fieldsOf(schema: Json | undefined): FieldRow[] {
  const props = (schema?.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries(props).map(([name, p]) => ({
    name,
    type: typeOf(p),
    required: required.has(name),
    description: String(p.description ?? (p.default !== undefined ? `Default ${JSON.stringify(p.default)}` : "")),
  }));
}

export function referenceModel(doc: Json): ReferenceModel {
  const info = doc.info as Json;
  const groups = new Map<string, OperationView[]>();
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(item)) {
      const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
      const bodySchema = Object.values(content)[0]?.schema as Json | undefined;
      const view: OperationView = {
        id: String(op.operationId ?? `${method}-${path}`),
        method: method.toUpperCase(),
        path,
        summary: String(op.summary ?? ""),
        description: String(op.description ?? ""),
        parameters: ((op.parameters ?? []) as Json[]).map((p) => ({
          name: String(p.name),
          in: String(p.in),
          type: typeOf(p.schema as Json),
          required: Boolean(p.required),
          description: String(p.description ?? ((p.schema as Json)?.default !== undefined ? `Default ${JSON.stringify((p.schema as Json).default)}` : "")),
        })),
        body: bodySchema
          ? { type: typeOf(bodySchema), fields: fieldsOf(bodySchema), required: Boolean((op.requestBody as Json).required) }
          : null,
        responses: Object.entries((op.responses ?? {}) as Record<string, Json>).map(([status, r]) => {
          const rc = (r.content ?? {}) as Record<string, Json>;
          const [mediaType, media] = Object.entries(rc)[0] ?? [];
          return { status, description: String(r.description ?? ""), type: media ? `${typeOf(media.schema as Json)} (${mediaType})` : "" };
        }),
      };
      const [tag = "Other"] = (op.tags ?? []) as string[];
      groups.set(tag, [...(groups.get(tag) ?? []), view]);
    }
  }
  const schemas = Object.entries(((doc.components as Json)?.schemas ?? {}) as Record<string, Json>).map(([name, schema]): SchemaView => {
    const alternatives = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
    const objects = alternatives?.every((a) => a.properties) ? alternatives : undefined;
    return {
      name,
      description: String(schema.description ?? ""),
      type: schema.properties ? "object" : objects ? "one of" : typeOf(schema),
      fields: fieldsOf(schema),
      variants: objects ? objects.map(fieldsOf) : [],
    };
  });
  return {
    title: String(info.title),
    version: String(info.version),
    description: String(info.description ?? ""),
    groups: [...groups].map(([tag, operations]) => ({ tag, operations })),
    schemas,
  };
}
