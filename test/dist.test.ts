import { execFileSync, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import semver from "semver";
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

  it("is left as it was, with no staging folder beside it, by a build that is interrupted", async () => {
    // A timeout's SIGTERM had left `dist.building-<pid>/` in the working tree.
    const out = path.join(tempDir("llmdet-interrupted-"), "dist");
    const build = spawn(process.execPath, [path.join(ROOT, "scripts/build.mjs"), out], {
      cwd: ROOT,
      stdio: "ignore",
    });
    const staging = `${out}.building-${build.pid}`;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const ended = new Promise<number | null>((resolve) => build.on("exit", (code) => resolve(code)));
    // Once its bundlers run: left running, they would write the folder again.
    while (!existsSync(staging)) await pause(20);
    await pause(2000);
    build.kill("SIGTERM");
    expect(await ended).toBe(1);
    await pause(3000);
    expect(existsSync(staging)).toBe(false);
    expect(existsSync(out)).toBe(false);
  }, 60_000);

  it("says how a step ended when it failed printing nothing (a compiler killed by a signal)", async () => {
    // A checker's build once failed as `the library's declarations failed:` and no more.
    const out = path.join(tempDir("llmdet-killed-"), "dist");
    const build = spawn(process.execPath, [path.join(ROOT, "scripts/build.mjs"), out], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    build.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const ended = new Promise<number | null>((resolve) => build.on("exit", (code) => resolve(code)));
    // The compiler is the one process given the staging folder's `lib/types` as its output.
    const compiler = `${out}.building-${build.pid}/lib/types`;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const pidOf = () => {
      try {
        return Number(execFileSync("pgrep", ["-f", compiler], { encoding: "utf8" }).trim().split("\n")[0]);
      } catch {
        return undefined;
      }
    };
    let pid: number | undefined;
    while ((pid = pidOf()) === undefined) await pause(50);
    process.kill(pid, "SIGKILL");
    expect(await ended).toBe(1);
    expect(stderr).toMatch(/^build: the library's declarations failed \(ended by SIGKILL: /);
  }, 120_000);
});

describe("the package as a TypeScript user installs it", () => {
  it("ships the declarations package.json names, and a consumer of the API compiles against them", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
    expect(existsSync(path.join(ROOT, pkg.types)), pkg.types).toBe(true);
    const consumer = tempDir("llmdet-consumer-");
    mkdirSync(path.join(consumer, "node_modules"));
    symlinkSync(ROOT, path.join(consumer, "node_modules", pkg.name), "dir");
    writeFileSync(path.join(consumer, "package.json"), JSON.stringify({ name: "consumer", type: "module" }));
    writeFileSync(
      path.join(consumer, "consumer.ts"),
      [
        `import { evaluateFindings, measureDeterminism, measureRuns, type DeterminismResult, type Run } from "${pkg.name}";`,
        "const runs: Run[] = [{ run: 1, findings: [] }, { run: 2, findings: [] }];",
        'const result: DeterminismResult = measureRuns(runs, { testId: "t", testedAt: new Date().toISOString() });',
        "const score: number | null = result.determinismScore;",
        "export const used = [measureDeterminism, evaluateFindings, score];",
        "",
      ].join("\n"),
    );
    writeFileSync(
      path.join(consumer, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          module: "NodeNext",
          moduleResolution: "NodeNext",
          target: "ES2023",
          strict: true,
          noEmit: true,
          // Our declarations are checked too, not only the consumer's file.
          skipLibCheck: false,
          types: [],
        },
        files: ["consumer.ts"],
      }),
    );
    const tsc = path.join(ROOT, "node_modules", "typescript", "bin", "tsc");
    let output = "";
    try {
      execFileSync(process.execPath, [tsc, "-p", consumer], { cwd: consumer, stdio: "pipe" });
    } catch (error) {
      output = `${(error as { stdout?: Buffer }).stdout ?? ""}`;
    }
    expect(output).toBe("");
  }, 60_000);
});

describe("the repository", () => {
  it(".gitignore names no file that is committed", () => {
    if (!existsSync(path.join(ROOT, ".git"))) return;
    const ignored = execFileSync("git", ["ls-files", "--cached", "--ignored", "--exclude-standard"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(ignored.trim().split("\n").filter(Boolean)).toEqual([]);
  });

  it("states the Node it needs: engines is what the runtime dependencies need, and no install on the README's Node warns", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
    const lock = JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8"));
    const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
    const runtime = /need \*\*Node (\d+) or newer\*\* \(`engines`\)/.exec(readme);
    const development = /needs \*\*Node (\d+\.\d+) or newer\*\*/.exec(readme);
    expect(runtime, "the README states the Node the CLI needs").not.toBeNull();
    expect(development, "the README states the Node development needs").not.toBeNull();
    expect(pkg.engines.node).toBe(`>=${runtime![1]}`);
    const floor = semver.minVersion(pkg.engines.node)!;
    const devFloor = semver.coerce(development![1])!;
    const entries = Object.entries(
      lock.packages as Record<string, { dev?: boolean; engines?: { node?: string } }>,
    );
    const wants = (onNode: semver.SemVer, dev: boolean) =>
      entries
        .filter(([name, p]) => name !== "" && Boolean(p.dev) === dev && p.engines?.node)
        .filter(([, p]) => !semver.satisfies(onNode, p.engines!.node!))
        .map(([name, p]) => `${name} ${p.engines!.node}`);
    // Every runtime dependency runs on the stated floor, and one needs it (engines is not looser).
    expect(wants(floor, false)).toEqual([]);
    expect(
      entries.some(
        ([name, p]) =>
          name !== "" &&
          !p.dev &&
          p.engines?.node &&
          !semver.satisfies(semver.parse(`${semver.major(floor) - 1}.99.0`)!, p.engines.node),
      ),
    ).toBe(true);
    // Development dependencies install without EBADENGINE on the stated development Node.
    expect(wants(devFloor, true)).toEqual([]);
    expect(wants(devFloor, false)).toEqual([]);
  });
});
