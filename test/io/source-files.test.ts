import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.js";
import { loadSourceFiles } from "../../src/io/source-files.js";
import { tempDir } from "../helpers/cli.js";

function tree(files: Record<string, string | Buffer>): string {
  const root = tempDir("llmdet-src-");
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

describe("selecting the files to analyse", () => {
  it("reads text files with repo-relative paths and lists every skipped file with its reason", async () => {
    const root = tree({
      "src/a.ts": "export const a = 1;\n",
      "src/deep/b.py": "print('b')\n",
      "src/logo.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x01]),
      "src/latin1.txt": Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]),
      "src/big.cs": "x".repeat(5000),
      "src/empty.js": "",
    });
    const { files, skipped } = await loadSourceFiles(["src/**"], {
      root,
      flag: "--files",
      limits: { maxFileBytes: 4096 },
    });
    expect(files.map((f) => f.path)).toEqual(["src/a.ts", "src/deep/b.py"]);
    expect(Object.fromEntries(skipped.map((s) => [s.path, s.reason]))).toEqual({
      "src/big.cs": "5 KiB is over the 4 KiB file limit",
      "src/empty.js": "empty",
      "src/latin1.txt": "not UTF-8 text",
      "src/logo.png": "binary",
    });
  });

  it("stops at the file and byte limits, listing the rest", async () => {
    const root = tree({ "a.ts": "a".repeat(100), "b.ts": "b".repeat(100), "c.ts": "c".repeat(100) });
    const byCount = await loadSourceFiles(["*.ts"], { root, flag: "--files", limits: { maxFiles: 2 } });
    expect(byCount.files.map((f) => f.path)).toEqual(["a.ts", "b.ts"]);
    expect(byCount.skipped).toEqual([{ path: "c.ts", reason: "over the limit of 2 files" }]);
    const byBytes = await loadSourceFiles(["*.ts"], {
      root,
      flag: "--files",
      limits: { maxTotalBytes: 250 },
    });
    expect(byBytes.files).toHaveLength(2);
    expect(byBytes.skipped[0]!.reason).toMatch(/over the total limit/);
  });

  it("excludes with ! as the action's matcher does", async () => {
    const root = tree({ "src/a.ts": "a\n", "src/a.test.ts": "t\n" });
    const { files } = await loadSourceFiles(["src/**", "!src/**/*.test.ts"], { root, flag: "--files" });
    expect(files.map((f) => f.path)).toEqual(["src/a.ts"]);
  });

  it("is an input error when every matched file is skipped", async () => {
    const root = tree({ "x.bin": Buffer.from([0, 1, 2]) });
    await expect(loadSourceFiles(["*"], { root, flag: "--files" })).rejects.toThrow(InputError);
    await expect(loadSourceFiles(["*"], { root, flag: "--files" })).rejects.toThrow(
      /--files: every matched file was skipped \(x\.bin: binary\)/,
    );
  });
});
