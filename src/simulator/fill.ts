/**
 * Shapes data to the JSON Schema a request asked for, as a model in structured-output mode
 * would: every required property present, nulls where the schema allows them, enum values
 * kept inside the enum, extra properties dropped.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  $ref?: string;
  definitions?: Record<string, Schema>;
  $defs?: Record<string, Schema>;
};

export function fillSchema(schema: unknown, data: unknown, root: unknown = schema): unknown {
  const s = (schema ?? {}) as Schema;
  if (s.$ref) {
    const name = s.$ref.split("/").pop()!;
    const r = root as Schema;
    return fillSchema(r.definitions?.[name] ?? r.$defs?.[name] ?? {}, data, root);
  }
  if (s.anyOf) {
    if ((data === null || data === undefined) && s.anyOf.some((b) => b.type === "null")) return null;
    const branch =
      s.anyOf.find((b) => b.type !== "null" && matches(b, data)) ??
      s.anyOf.find((b) => b.type !== "null") ??
      s.anyOf[0];
    return fillSchema(branch, data, root);
  }
  if (s.enum) return s.enum.includes(data) ? data : s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  if (Array.isArray(s.type) && s.type.includes("null") && (data === null || data === undefined)) return null;
  switch (type) {
    case "object": {
      const source = data !== null && typeof data === "object" ? (data as Record<string, unknown>) : {};
      if (!s.properties) return source;
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(s.properties))
        out[key] = fillSchema(property, source[key], root);
      return out;
    }
    case "array":
      return Array.isArray(data) ? data.map((item) => fillSchema(s.items ?? {}, item, root)) : [];
    case "string":
      return typeof data === "string" ? data : data === undefined || data === null ? "" : String(data);
    case "integer":
      return typeof data === "number" ? Math.round(data) : 0;
    case "number":
      return typeof data === "number" ? data : 0;
    case "boolean":
      return typeof data === "boolean" ? data : false;
    default:
      return data ?? null;
  }
}

function matches(schema: Schema, data: unknown): boolean {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "array") return Array.isArray(data);
  if (type === "object") return data !== null && typeof data === "object" && !Array.isArray(data);
  if (type === "integer" || type === "number") return typeof data === "number";
  if (type === "string") return typeof data === "string";
  if (type === "boolean") return typeof data === "boolean";
  return true;
}
