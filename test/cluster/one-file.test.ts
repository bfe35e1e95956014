import { describe, expect, it } from "vitest";
import { clusterRuns } from "../../src/cluster/cluster.js";
import type { Finding, Run } from "../../src/findings/types.js";
import { finding } from "../helpers/runs.js";

const LEDGER = "services/ledger/Dockerfile";
const PAYMENTS = "services/payments/Dockerfile";

/**
 * Runs of two images' one misconfiguration, in the same words: each run reports each image's
 * with a chance, by its path or, as a reviewer often does, by the base name alone
 * (`Dockerfile`), which may be either. Seeded, so a failure replays.
 */
function images(seed: number): { runs: Run[]; image: (string | undefined)[][] } {
  let s = seed;
  const random = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const count = 3 + Math.floor(random() * 6);
  const image: (string | undefined)[][] = [];
  const runs = Array.from({ length: count }, (_, r): Run => {
    const findings: Finding[] = [];
    const named: (string | undefined)[] = [];
    for (const path of [LEDGER, PAYMENTS]) {
      if (random() < 0.2) continue;
      const bare = random() < 0.35;
      findings.push(
        finding({
          agent: "security",
          category: "Container runs as root",
          severity: "MEDIUM",
          title: random() < 0.5 ? "No non-root user" : "Image runs as root",
          description: "The image never sets USER, so the service runs as root.",
          file: bare ? "Dockerfile" : path,
          ...(random() < 0.5 ? { line: 1 } : {}),
        }),
      );
      named.push(bare ? undefined : path);
    }
    image.push(named);
    return { run: r + 1, findings };
  });
  return { runs, image };
}

describe("a finding is in one file", () => {
  it("however its reports name the file: no group holds reports of two paths, with a judge's margin or without", () => {
    // A report naming `Dockerfile` may be either image's, and compared with a group's reports
    // it fits both: a group holding it and the ledger image's report took the payments one
    // too when only the reports it was weighed against had to share its file.
    let mixed = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const { runs, image } = images(seed);
      for (const margin of [0, 3]) {
        for (const c of clusterRuns(runs, { margin }).clusters) {
          const paths = new Set(c.members.map((m) => image[m.run]![m.index]).filter((p) => p !== undefined));
          if (paths.size > 1) mixed++;
        }
      }
    }
    expect(mixed).toBe(0);
  });

  it("and reports that name it alike still group as one", () => {
    // The rule only keeps paths apart: the ledger image's reports, by path or base name, in
    // every run are one finding.
    const runs = Array.from({ length: 5 }, (_, r): Run => ({
      run: r + 1,
      findings: [
        finding({
          agent: "security",
          category: "Container runs as root",
          title: "No non-root user",
          description: "The image never sets USER.",
          file: r % 2 ? "Dockerfile" : LEDGER,
        }),
      ],
    }));
    expect(clusterRuns(runs).clusters).toHaveLength(1);
  });
});
