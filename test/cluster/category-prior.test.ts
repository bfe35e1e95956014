import { describe, expect, it } from "vitest";
import { clusterRuns } from "../../src/cluster/cluster.js";
import { FIELDS } from "../../src/cluster/compare.js";
import { learnWeights } from "../../src/cluster/learn.js";
import { finding, runsOf } from "../helpers/runs.js";

const what = FIELDS.findIndex((f) => f.name === "what");
const prior = learnWeights(new Map(), new Map());
const weight = (label: string) => prior.weights[what]![FIELDS[what]!.levels.indexOf(label)]!;

describe("the category's prior, where a test is too small to learn from", () => {
  it("lets words that are nearly one text outweigh a category from another vocabulary", () => {
    // One issue's category is often written from another vocabulary (`CWE-400` / `Unbounded
    // memory use` / the run's own language); that says little against words that are nearly one.
    expect(weight("very similar, other category")).toBeGreaterThan(0);
    expect(weight("same words, other category")).toBeGreaterThan(weight("very similar, other category"));
    // Where the words differ too, another category is as often another issue at one place, and
    // counts against one issue as much as it did.
    expect(weight("similar, other category")).toBeLessThan(-1.5);
    expect(weight("some words, other category")).toBeLessThan(-2.5);
    expect(weight("different, other category")).toBeLessThan(weight("different, same category") - 2.5);
  });

  it("groups two runs' reports of one issue told in one text under two vocabularies' categories", () => {
    // Five runs of a small test (too few pairs to learn from), as the seventy-third family's
    // Malay runs report a flow that loads every scan into memory: one run by its CWE id, at a
    // line and function, another in Malay words, with neither. Under the former prior the
    // category outweighed the words and the issue was two findings.
    const file = "flows/nightly_ingest.py";
    const told = (date: string, severity: string) =>
      `@flow nightly_ingest melakukan scans = list(storage.iter_scans(since)) dan menyimpan setiap TIFF 300 MB dalam memori sebelum tugasan dipetakan; malam selepas koleksi Shorea curtisii didigitalkan pada ${date}, pekerja dibunuh pada 60 GB dan tiada apa-apa diinges. Lelar storage.iter_scans secara malas dan serahkan tugasan dalam kelompok 50. Tahap keterukan: ${severity}.`;
    const token = finding({
      agent: "security",
      category: "Sensitive information in logs",
      severity: "MEDIUM",
      file,
      line: 36,
      symbol: "publish_to_gbif",
      title: "publish_to_gbif writes the GBIF token to the Prefect run log",
      description:
        'The task publish_to_gbif reads the token from a Secret block and then calls logger.info(f"publishing with token {token}"), and the flow\'s logs are visible to every member of the workspace.',
    });
    const runs = runsOf(
      [token],
      [
        finding({
          agent: "performance",
          category: "Penggunaan memori tanpa had",
          severity: "LOW",
          file,
          title: "Nightly_ingest memuatkan setiap imbasan baharu ke dalam memori sebelum memprosesnya",
          description: told("19/8/2026", "rendah"),
        }),
      ],
      [
        finding({
          agent: "performance",
          category: "CWE-400",
          severity: "MEDIUM",
          file,
          line: 71,
          symbol: "nightly_ingest",
          title: "List(...) imbasan dalam aliran pengingesan menghabiskan memori pekerja",
          description: told("2026-08-19", "sederhana"),
        }),
      ],
      [token],
      [],
    );
    const { clusters } = clusterRuns(runs);
    const memory = clusters.filter((c) => c.members.some((m) => m.run !== 0 && m.run !== 3));
    expect(memory).toHaveLength(1);
    expect(clusters).toHaveLength(2);
  });
});
