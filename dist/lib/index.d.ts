// The programmatic API's types; see types/lib/index.d.ts.
export * from "./types/lib/index.js";
