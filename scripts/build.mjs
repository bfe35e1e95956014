// Bundles the action, the CLI and the library with @vercel/ncc into dist/ (committed: the runner
// and `npx` run it as is). A test rebuilds into a temporary folder and compares with dist/.
//
// The three bundles build in parallel into a fresh folder that replaces dist/ only when all
// of them succeeded, so a failed or interrupted build never leaves dist/ half written, nor the
// fresh folder behind.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);
/** The bundlers and the compiler running now, so an interrupted build ends them too. */
const children = new Set();

function run(file, args, options) {
  const pending = execFileAsync(file, args, options);
  children.add(pending.child);
  pending.child.on("exit", () => children.delete(pending.child));
  return pending;
}
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
    throw failed(`bundling ${entry.source}`, error);
  }
}

/**
 * A step's failure with what it printed, or, where it printed nothing (ended by a signal, out of
 * memory), how it ended: an empty reason leaves nothing to act on.
 */
function failed(step, error) {
  const output = `${error.stdout ?? ""}${error.stderr ?? ""}`.trim();
  const ended = error.signal ? `ended by ${error.signal}` : `exit code ${error.code}`;
  return new Error(
    `build: ${step} failed${output ? `:\n${output}` : ` (${ended}: ${error.message.trim()})`}`,
    {
      cause: error,
    },
  );
}

/**
 * The library's type declarations (package.json `types`), so a TypeScript user of the
 * programmatic API gets its types, not TS7016. tsc writes one .d.ts per source file the API
 * reaches; dist/lib/index.d.ts re-exports the entry's.
 */
async function declarations() {
  const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");
  try {
    await run(
      process.execPath,
      [tsc, "-p", "tsconfig.lib.json", "--outDir", path.join(staging, "lib", "types")],
      {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } catch (error) {
    throw failed("the library's declarations", error);
  }
  writeFileSync(
    path.join(staging, "lib", "index.d.ts"),
    '// The programmatic API\'s types; see types/lib/index.d.ts.\nexport * from "./types/lib/index.js";\n',
  );
}

rmSync(staging, { recursive: true, force: true });
mkdirSync(staging, { recursive: true });
// Interrupted (a timeout's SIGTERM, Ctrl-C), the build leaves no staging folder beside dist/:
// the catch below never runs for a signal, and the bundlers, left running, would write on. They
// are ended, and the folder removed once they have.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.on(signal, async () => {
    const ended = [...children].map((child) => new Promise((resolve) => child.once("exit", resolve)));
    for (const child of children) child.kill("SIGTERM");
    await Promise.race([Promise.all(ended), new Promise((resolve) => setTimeout(resolve, 5000))]);
    rmSync(staging, { recursive: true, force: true });
    process.exit(1);
  });
try {
  await Promise.all(entries.filter((e) => existsSync(path.join(root, e.source))).map(bundle));
  await declarations();
  rmSync(out, { recursive: true, force: true });
  renameSync(staging, out);
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  console.error(error.message);
  process.exit(1);
}
