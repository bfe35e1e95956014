import { createRequire } from "node:module";

// The official SARIF 2.1.0 schema (draft-04), as Microsoft ships it in @microsoft/jest-sarif,
// checked with the ajv 6 that package depends on (ajv 8 dropped draft-04).
const require = createRequire(import.meta.url);
const Ajv = require("ajv") as new (options: object) => {
  addMetaSchema(schema: object): void;
  compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown[] };
};
const ajv = new Ajv({ schemaId: "id", allErrors: true });
ajv.addMetaSchema(require("ajv/lib/refs/json-schema-draft-04.json"));

/** True when the value is a valid SARIF 2.1.0 log; `validateSarif.errors` says why not. */
export const validateSarif = ajv.compile(require("@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json"));
