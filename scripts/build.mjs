// Bundles the action and the CLI with @vercel/ncc into dist/ (committed: the runner and
// `npx` run it as is). A test rebuilds into a temporary folder and compares with dist/.
import { execFileSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const out = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, "dist");
const entries = [
  { source: "src/index.ts", target: "." },
  { source: "src/cli/index.ts", target: "cli" },
  { source: "src/lib/index.ts", target: "lib" },
];
const ncc = path.join(root, "node_modules", "@vercel", "ncc", "dist", "ncc", "cli.js");

rmSync(out, { recursive: true, force: true });
for (const entry of entries) {
  if (!existsSync(path.join(root, entry.source))) continue;
  execFileSync(
    process.execPath,
    [
      ncc,
      "build",
      entry.source,
      "-o",
      path.join(out, entry.target),
      "--license",
      "licenses.txt",
      "--quiet",
      "--target",
      "es2022",
    ],
    { cwd: root, stdio: "inherit" },
  );
}
