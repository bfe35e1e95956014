import path from "node:path";
import { loadSourceFiles } from "../../src/io/source-files.js";
import { ROOT } from "./cli.js";

export const EXAMPLE = path.join(ROOT, "examples/shop");
export const EXAMPLE_PATTERNS = ["src/**", "app/**", "web/**", "java/**"];

export async function exampleFiles() {
  return (await loadSourceFiles(EXAMPLE_PATTERNS, { root: EXAMPLE, flag: "--files" })).files;
}
