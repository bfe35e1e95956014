import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The installed package's root folder (where `examples/` lives), found by walking up from this
 * module: the same answer from `src/` under tsx and from the bundle in `dist/`.
 */
export function packageRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest)) {
      try {
        if (
          (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === "llm-determinism-action"
        )
          return dir;
      } catch {
        // an unreadable manifest is not ours; keep walking
      }
    }
    if (path.dirname(dir) === dir) throw new Error("cannot find the llm-determinism-action package folder");
  }
}
