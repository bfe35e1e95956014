import { describe, expect, it } from "vitest";
import { clusterRuns } from "../../src/cluster/cluster.js";
import { candidatePairs, Contrasts, fillersOf } from "../../src/cluster/contrast.js";
import { type Features, featuresOf } from "../../src/cluster/features.js";
import { Interner } from "../../src/cluster/text.js";
import type { Finding } from "../../src/findings/types.js";
import { perturbedRuns, twinScenario } from "../helpers/perturbed.js";
import { finding } from "../helpers/runs.js";

const FILE = "deploy/k8s/payments/deployment.yaml";

const asRoot = (container: string, overrides: Partial<Finding> = {}): Finding =>
  finding({
    agent: "security",
    category: "Container runs as root",
    severity: "MEDIUM",
    title: `Container ${container} may run as root`,
    description: `The ${container} container sets no runAsNonRoot, so it runs as root.`,
    file: FILE,
    ...overrides,
  });

/** The same issue in other words: what a run writes that does not use the title above. */
const missing = (container: string, overrides: Partial<Finding> = {}): Finding =>
  asRoot(container, {
    title: `runAsNonRoot not set for ${container}`,
    description: `securityContext of ${container} is missing; the process runs with UID 0 inside the pod.`,
    ...overrides,
  });

/** Each run's reports as the grouping reads them, and what the runs teach. */
function learned(runs: Finding[][]): { reports: Features[][]; contrasts: Contrasts } {
  const interner = new Interner();
  const reports = runs.map((run) => run.map((f) => featuresOf(f, interner)));
  return { reports, contrasts: new Contrasts(reports) };
}

describe("words that tell two issues apart, learned from the runs", () => {
  it("two reports of one run that differ in one word make its words a contrast, for reports of other runs in other words", () => {
    const { reports, contrasts } = learned([
      [asRoot("api"), asRoot("migrate")],
      [missing("api")],
      [missing("migrate")],
      [missing("api", { title: "Pod api runs with UID 0" })],
    ]);
    expect(contrasts.separates(reports[1]![0]!, reports[2]![0]!)).toBe(true);
    // One issue's reports: each holds the same word of the slot.
    expect(contrasts.separates(reports[1]![0]!, reports[3]![0]!)).toBe(false);
  });

  it("counts a contrast only if a run other than the pair's own showed it", () => {
    const runs = [[missing("api")], [asRoot("api"), asRoot("migrate")], [missing("migrate")]];
    const alone = learned(runs);
    // Only run 2 showed it: for a pair of run 2 and another, it would have taught itself.
    expect(alone.contrasts.separates(alone.reports[1]![0]!, alone.reports[2]![0]!)).toBe(false);
    expect(alone.contrasts.separates(alone.reports[0]![0]!, alone.reports[2]![0]!)).toBe(true);
    // Two reports of the run that showed it are weighed as two other runs' would be.
    const within = learned([[asRoot("api"), asRoot("migrate")], ...runs]);
    expect(within.contrasts.separates(within.reports[2]![0]!, within.reports[2]![1]!)).toBe(true);
  });

  it("needs one word apart among the same other words, in one file", () => {
    // Two words apart: not one slot.
    const two = learned([
      [
        asRoot("api"),
        asRoot("migrate", { title: "Init container migrate may run as root", description: "" }),
      ],
      [missing("api")],
      [missing("migrate")],
    ]);
    expect(two.contrasts.separates(two.reports[1]![0]!, two.reports[2]![0]!)).toBe(false);
    // Another file's slot says nothing of this file's words.
    const elsewhere = learned([
      [
        asRoot("api", { file: "deploy/k8s/ledger/deployment.yml" }),
        asRoot("migrate", { file: "deploy/k8s/ledger/deployment.yml" }),
      ],
      [missing("api")],
      [missing("migrate")],
    ]);
    expect(elsewhere.contrasts.separates(elsewhere.reports[1]![0]!, elsewhere.reports[2]![0]!)).toBe(false);
    // Nor of a report that names no file.
    const fileless = learned([
      [asRoot("api"), asRoot("migrate")],
      [missing("api")],
      [missing("migrate", { file: undefined })],
    ]);
    expect(fileless.contrasts.separates(fileless.reports[1]![0]!, fileless.reports[2]![0]!)).toBe(false);
  });

  it("reads a name written as code as one word, so titles naming two registers are one word apart", () => {
    const write = (register: string, title: string, overrides: Partial<Finding> = {}): Finding =>
      finding({
        agent: "architecture",
        category: "MISRA C:2012 Rule 17.7",
        severity: "MEDIUM",
        title: title.replace("{r}", register),
        description: "The status of the I2C write is discarded.",
        file: "drivers/sensor/tmp117/tmp117.c",
        symbol: "tmp117_init",
        ...overrides,
      });
    const ignored = "Return value of the {r} write ignored in tmp117_init";
    const unchecked = "tmp117_init does not check the I2C write to {r}";
    const { reports, contrasts } = learned([
      // `TMP117_REG_CONFIG` is the words tmp117, reg, config; `TMP117_REG_T_HIGH` tmp117, reg, t, high.
      [write("TMP117_REG_CONFIG", ignored), write("TMP117_REG_T_HIGH", ignored)],
      [write("TMP117_REG_CONFIG", unchecked)],
      [write("TMP117_REG_T_HIGH", unchecked)],
      [write("TMP117_REG_CONFIG", unchecked, { description: "Its result is not checked." })],
    ]);
    expect(contrasts.separates(reports[1]![0]!, reports[2]![0]!)).toBe(true);
    expect(contrasts.separates(reports[1]![0]!, reports[3]![0]!)).toBe(false);
  });

  it("learns slots a few words wide: two reports of one run whose words differ by a name of several", () => {
    // One message's two fields returned to any caller, a name of one word and one of three.
    const returned = (what: string, overrides: Partial<Finding> = {}): Finding =>
      finding({
        agent: "security",
        category: "Exposure of personal information",
        severity: "HIGH",
        title: `GetMember returns the member's ${what} to any caller`,
        description: `The ${what} is part of the Member message every client receives.`,
        file: "registry/proto/member.proto",
        ...overrides,
      });
    const told = (what: string, description: string): Finding =>
      returned(what, { title: `The ${what} is sent to every client of the registry`, description });
    const { reports, contrasts } = learned([
      [returned("whakapapa"), returned("bank account number")],
      [told("whakapapa", "Any registry token reads the whakapapa.")],
      [told("bank account number", "Any registry token reads the bank account number.")],
      [told("whakapapa", "The whakapapa goes to the marae kiosks too.")],
    ]);
    expect(contrasts.separates(reports[1]![0]!, reports[2]![0]!)).toBe(true);
    expect(contrasts.separates(reports[2]![0]!, reports[1]![0]!)).toBe(true);
    // One issue's reports hold one filler's words, whatever else they write.
    expect(contrasts.separates(reports[1]![0]!, reports[3]![0]!)).toBe(false);
    // More than a few words apart is no slot: two sentences, not one template with two names.
    const apart = learned([
      [returned("whakapapa"), returned("bank account number and sort code of the member's trust")],
      [told("whakapapa", "Any registry token reads the whakapapa.")],
      [told("bank account number", "Any registry token reads the bank account number.")],
    ]);
    expect(apart.contrasts.separates(apart.reports[1]![0]!, apart.reports[2]![0]!)).toBe(false);
  });

  it("fills no slot with what a run writes in each of its reports (its pass number)", () => {
    // Each run numbers its pass in every description, and those numbers are items' numbers too:
    // as fillers, they parted one item's reports of two runs (the cluster benchmark's one-file
    // rows, 500 issues: 500 groups either way, but 3,518 of 1,800 in the row of 2,000).
    const item = (i: number, pass: number): Finding =>
      finding({
        agent: "security",
        category: "SQL Injection",
        severity: "HIGH",
        title: `SQL Injection at item ${i} in handler ${i % 7}`,
        description: `The value of field${i} reaches a sink in handler ${i % 7} without a check (pass ${pass}).`,
        file: "src/bundle.js",
      });
    const runs = Array.from({ length: 10 }, (_, r) => Array.from({ length: 30 }, (_, i) => item(i, r + 1)));
    const { reports, contrasts } = learned(runs);
    let parted = 0;
    for (let a = 0; a < 10; a++)
      for (let b = 0; b < 10; b++)
        for (let i = 0; i < 30; i++)
          if (a !== b && contrasts.separates(reports[a]![i]!, reports[b]![i]!)) parted++;
    expect(parted).toBe(0);
    // Two items of one handler are still told apart.
    expect(contrasts.separates(reports[0]![1]!, reports[1]![8]!)).toBe(true);
  });

  it("fills no slot with a template's wording that two reports of one run share", () => {
    // Two title templates of one kind of issue; a run that titles two issues from the two fills a
    // slot with their names and their wording alike. A run titling two issues from one template
    // shows the wording is no issue's own, so one issue's reports worded the two ways stay alike.
    const titled = (template: "input" | "concatenation", name: string): Finding =>
      finding({
        agent: "security",
        category: "Injection",
        severity: "HIGH",
        title:
          template === "input"
            ? `Unvalidated input in the query of ${name}`
            : `Query built by concatenation in ${name}`,
        description: `${name} passes the caller's value to the dynamic query handle without quoting it, and the broker runs the statement against the production ledger database.`,
        file: "src/abl/order/ordentry.p",
      });
    const { reports, contrasts } = learned([
      [titled("input", "Customer"), titled("concatenation", "Order")],
      [titled("input", "Item"), titled("input", "Shipment")],
      [titled("input", "Invoice")],
      [titled("concatenation", "Invoice")],
    ]);
    expect(contrasts.separates(reports[2]![0]!, reports[3]![0]!)).toBe(false);
    expect(contrasts.separates(reports[3]![0]!, reports[2]![0]!)).toBe(false);
  });

  it("pairs every two texts of a run that could be a few words apart, reading few others", () => {
    // Prefix filtering: the pairs `candidatePairs` returns hold every pair `fillersOf` accepts,
    // where no word is among the rarest of more than 16 texts (here at most 15 share one); past
    // that, a text is paired with the latest 16 a word.
    let state = 11;
    const next = (n: number) => (state = (state * 1103515245 + 12345) % 2147483648) % n;
    for (let round = 0; round < 20; round++) {
      const base = Array.from({ length: 12 }, () => next(40));
      // Half of one template with a few words of their own, half sentences of their own words.
      let own = 1000;
      const texts = Array.from({ length: 30 }, (_, t) => {
        const words = new Set(t % 2 === 0 ? base.filter(() => next(10) > 1) : []);
        for (let k = t % 2 === 0 ? next(5) : 6 + next(4); k > 0; k--)
          words.add(t % 2 === 0 ? 40 + next(60) : own++);
        return Int32Array.from(words).sort();
      });
      const held = new Map<number, number>();
      for (const text of texts) for (const w of text) held.set(w, (held.get(w) ?? 0) + 1);
      const candidates = new Set(candidatePairs(texts, (w) => held.get(w)!).map(([i, j]) => `${i},${j}`));
      for (let i = 0; i < texts.length; i++)
        for (let j = i + 1; j < texts.length; j++)
          if (fillersOf(texts[i]!, texts[j]!) !== undefined) expect(candidates.has(`${i},${j}`)).toBe(true);
      expect(candidates.size).toBeLessThan((texts.length * (texts.length - 1)) / 2);
    }
  });

  it("keeps apart more twin issues (one template, one word apart, at one function) than without", () => {
    // The twin catalogue at heavy variation: two issues in one function written from one
    // template that differ in a noun (`the tenant file is read …` / `the address file …`),
    // with invented remarks besides. Over ten seeds: groups that hold two issues, and those that
    // hold both issues of a pair of twins (`…:twin` is the second's name).
    const mixed = (contrasts: boolean) => {
      let any = 0;
      let twins = 0;
      for (let seed = 1; seed <= 10; seed++) {
        const { runs, sources } = perturbedRuns(twinScenario(seed), 10, 0.9, seed);
        for (const c of clusterRuns(runs, { contrasts }).clusters) {
          const issues = new Set(c.members.map((m) => sources[m.run]![m.index]!));
          if (issues.size < 2) continue;
          any++;
          if (new Set([...issues].map((i) => i.replace(/:twin$/, ""))).size === 1) twins++;
        }
      }
      return { any, twins };
    };
    const without = mixed(false);
    const withContrasts = mixed(true);
    expect(without.twins).toBeGreaterThan(0);
    expect(withContrasts.twins).toBeLessThanOrEqual(without.twins / 2);
    expect(withContrasts.any).toBeLessThanOrEqual(without.any / 2);
  });
  it("groups the same whatever the order of the runs and of their reports", () => {
    // The twin catalogue, where the contrasts change the grouping: which runs showed a slot, and
    // which words a slot holds, must not depend on the input's order. (Counting only the first
    // run to show a slot groups these runs two ways.)
    const { runs } = perturbedRuns(twinScenario(1), 10, 0.3, 1);
    const partition = (order: number[], reverse: boolean) => {
      const permuted = order.map((r) => ({
        ...runs[r]!,
        findings: reverse ? [...runs[r]!.findings].reverse() : runs[r]!.findings,
      }));
      const original = (m: { run: number; index: number }) => {
        const r = order[m.run]!;
        const index = reverse ? runs[r]!.findings.length - 1 - m.index : m.index;
        return `${r}:${index}`;
      };
      return clusterRuns(permuted)
        .clusters.map((c) => c.members.map(original).sort().join(" "))
        .sort();
    };
    const inOrder = runs.map((_, r) => r);
    const shuffled = [3, 7, 0, 9, 5, 1, 8, 2, 6, 4];
    expect(partition(shuffled, true)).toEqual(partition(inOrder, false));
    expect(partition([...inOrder].reverse(), false)).toEqual(partition(inOrder, false));
  });
});
