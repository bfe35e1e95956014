import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, tempDir } from "./helpers/cli.js";

function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

describe("dist/", () => {
  it("equals a fresh build of the sources (commit the rebuilt dist/)", () => {
    const fresh = tempDir("llmdet-dist-");
    execFileSync(process.execPath, [path.join(ROOT, "scripts/build.mjs"), fresh], {
      cwd: ROOT,
      stdio: "pipe",
    });
    const committed = path.join(ROOT, "dist");
    expect(listFiles(committed).sort()).toEqual(listFiles(fresh).sort());
    for (const file of listFiles(fresh)) {
      const same = readFileSync(path.join(fresh, file)).equals(readFileSync(path.join(committed, file)));
      expect(same, `dist/${file} differs from a fresh build: run npm run build and commit dist/`).toBe(true);
    }
  }, 240_000);
});
