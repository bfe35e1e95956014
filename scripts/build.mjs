// Bundles the action, the CLI and the library with @vercel/ncc into dist/ (committed: the runner
// and `npx` run it as is). A test rebuilds into a temporary folder and compares with dist/.
//
// The three bundles build in parallel into a fresh folder that replaces dist/ only when all
// of them succeeded, so a failed or interrupted build never leaves dist/ half written.
import { execFile } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
const out = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, "dist");
const staging = `${out}.building-${process.pid}`;
const entries = [
  { source: "src/index.ts", target: "." },
  { source: "src/cli/index.ts", target: "cli" },
  { source: "src/lib/index.ts", target: "lib" },
];
const ncc = path.join(root, "node_modules", "@vercel", "ncc", "dist", "ncc", "cli.js");

async function bundle(entry) {
  const args = [
    ncc,
    "build",
    entry.source,
    "-o",
    path.join(staging, entry.target),
    "--license",
    "licenses.txt",
    "--quiet",
    "--target",
    "es2022",
  ];
  try {
    await run(process.execPath, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const output = `${error.stdout ?? ""}${error.stderr ?? ""}`.trim();
    throw new Error(
      `build: bundling ${entry.source} failed${output ? `:\n${output}` : ` (${error.message})`}`,
      {
        cause: error,
      },
    );
  }
}

rmSync(staging, { recursive: true, force: true });
try {
  await Promise.all(entries.filter((e) => existsSync(path.join(root, e.source))).map(bundle));
  rmSync(out, { recursive: true, force: true });
  renameSync(staging, out);
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  console.error(error.message);
  process.exit(1);
}
