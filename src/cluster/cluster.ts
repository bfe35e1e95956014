import type { Run } from "../findings/types.js";
import {
  CATEGORY_LEVELS,
  Comparer,
  comparePair,
  IN_TWO_LANGUAGES,
  placeOfPair,
  PATTERNS,
  placePattern,
  SIMILAR_TEXT_LEVEL,
  textLevelOf,
  withTextLevel,
  WORDS_UNCOMPARED,
} from "./compare.js";
import { readBlockNames } from "./block-names.js";
import { boilerplateTexts } from "./boilerplate.js";
import { asWritten, barePath, type Features, featuresOf, type NamedFile } from "./features.js";
import { groupEvidence, mergeGlobally } from "./global-merge.js";
import { splitForJudge } from "./judge-parts.js";
import { assignOneToOne, type Candidate } from "./greedy.js";
import {
  type LearnedWeights,
  patternBits,
  placeBound,
  rarityOf,
  wordedApartChance,
  wordsAgree,
} from "./learn.js";
import { learnFromRuns } from "./learn-from-runs.js";
import { runPathResolver } from "./file-names.js";
import { namedTags, selectingKeys } from "./symbols.js";
import { aliasKey, fileAliases, type Relation, relationOf } from "./file-aliases.js";
import { compatible } from "./match.js";
import { moveParts } from "./move-parts.js";
import { leaveOutRunWideNumbers } from "./numbered.js";
import { PlaceIndex } from "./place-index.js";
import { repairSweep } from "./repair.js";
import { RepairMemo } from "./repair-memo.js";
import { splitUnworded } from "./unworded.js";
import { Contrasts } from "./contrast.js";
import { runWriting, WordingSpread } from "./wording.js";
import { Interner, words } from "./text.js";
import {
  filesOf,
  fitsFile,
  MAX_EXEMPLARS,
  noteFile,
  type PairEvidence,
  setMembers,
  type Working,
} from "./working.js";

/** One finding's place: `run` is the position in the input array, `index` in that run's findings. */
export interface Member {
  run: number;
  index: number;
}

/** A distinct finding: at most one member per run. */
export interface Cluster {
  members: Member[];
  /**
   * Reports a run repeated word for word (every field the same as one of its members, the file
   * path as normalised): one finding reported twice in one run, so they are reports of this
   * finding but no occurrence of their own. Absent when there are none.
   */
  repeats?: Member[];
}

/** Two clusters kept apart, with the evidence (bits, including the prior) that they are one. */
export interface ClusterPair {
  a: number;
  b: number;
  evidence: number;
  /**
   * Their reports' words mostly disagree, so the evidence counts what each group's own wording
   * says against the other's reports (wording.ts) and, with a judge, at most the judge's margin:
   * the location, most of the rest, says little about whether the judge is right.
   */
  wordsDiffer?: true;
}

export interface ClusterOptions {
  /**
   * Bits of evidence a merge needs beyond even odds (default 0). A grouping judge asks for a
   * margin: the evidence then merges only what it is sure of, and only reports whose words
   * agree (`wordsAgree`), and leaves the close calls, kept apart with their evidence, for the
   * judge to decide with it.
   */
  margin?: number;
  /**
   * Clusters a block holds before a report's candidates among them are looked up by place
   * (default INDEXED_BLOCK); `Infinity` reads every one in turn. The grouping is the same either
   * way, which the tests check.
   */
  indexFrom?: number;
  /**
   * Whether words the runs show telling two issues apart are read (contrast.ts; default true).
   * Off only to measure what they do.
   */
  contrasts?: boolean;
  /**
   * With a margin (a judge to ask): each group made of parts worded apart that the evidence
   * would not merge on its own is returned as its parts, with the evidence between them among
   * the close pairs, for the judge to decide (judge-parts.ts). Default false.
   */
  judgeParts?: boolean;
  /**
   * Return `pairEvidence` (default false): it keeps every report's features and the learned
   * comparison alive for as long as the result is held, which a judge's requests may be.
   */
  pairEvidence?: boolean;
}

export interface Clustering {
  clusters: Cluster[];
  /** Input run positions in canonical order: a function of the runs' content only. */
  canonicalRunOrder: number[];
  /**
   * Pairs of clusters of one agent and file that never share a run and were kept apart, closest
   * first: the candidates a grouping judge may still merge.
   */
  closePairs: ClusterPair[];
  /** What the runs taught the matcher. */
  weights: LearnedWeights;
  /**
   * Each report's file as the grouping read it, by run and position in the input: its path as
   * the test's paths resolve (file-names.ts), or the file its name is another name of
   * (file-aliases.ts). The judge's requests and its merges' file check read files through it, so
   * every step reads a file one way.
   */
  files: NamedFile[][];
  /**
   * The evidence, in bits with the prior, that two reports of two runs are one issue, as every
   * step weighs a pair of reports before it weighs their groups; undefined for two it never
   * compares (of one run, of two agents or files, either repeated word for word). For reading
   * the evidence against known truth (`npm run bench -- calibration`). Only when
   * `options.pairEvidence` asks for it.
   */
  pairEvidence?: (a: Member, b: Member) => number | undefined;
}

/**
 * Repair sweeps after the first assignment run until nothing moves, at most this many. A
 * cluster a sweep forms can draw a report from a wrong group only in a later sweep; with two
 * sweeps, one such report kept two halves of one issue apart (they then "shared" its run).
 * They settle within six sweeps on every benchmark, and later ones visit only what moved.
 */
const MAX_SWEEPS = 8;

/**
 * Clusters a block holds before a report's candidates among them are looked up by place
 * (place-index.ts) rather than read in turn: below it, the lookups cost more than they save
 * (10 runs of 1,000 reports in 50 files, about 20 to a file, least of 3: 0.52 s read in turn,
 * 0.66 s looked up).
 */
const INDEXED_BLOCK = 64;

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Groups the findings of N runs into distinct findings.
 *
 * 0. A report a run repeats word for word is set aside, and joins its original's group at the
 *    end as one of its `repeats`: one finding reported twice in a run appears in it once.
 * 1. The field weights are learned from the runs (learn.ts): pairs within one run are known
 *    different issues, pairs across runs a mix estimated by EM.
 * 2. Runs, in a canonical order derived from their content, are assigned one at a time to the
 *    clusters so far, one-to-one and best evidence first, so one run never contributes two
 *    findings to one cluster; a finding whose best evidence is under the margin (0 bits, a
 *    posterior of one half, unless `options.margin` asks for more) starts a cluster.
 * 3. Repair sweeps (repair.ts) assign each run again against the clusters' other members,
 *    until nothing moves.
 *    In steps 2 to 4 a group's own reports may speak against a report that words the issue
 *    unlike any of them (wording.ts), however close its location; in step 4, for two groups
 *    whose words mostly disagree.
 * 4. A global pass (global-merge.ts) then merges clusters of one agent and file by their total
 *    evidence: the mean evidence of their exemplars (its reports of distinct wording) plus the
 *    co-occurrence ratio (cooccurrence.ts), best pair first, never two that share a run. It
 *    repairs what the order of step 2 got wrong.
 * 5. Parts of a group whose words agree move whole to the group the same evidence favours for
 *    them, or stand alone where it would not join them to the rest (move-parts.ts), which two
 *    issues' reports mixed in one group need, and the global pass runs again.
 * 6. A group of three or more that no two of its reports word alike is held by its place alone
 *    and is split into lone reports (unworded.ts).
 * With a judge (`options.margin`), every step merges on the evidence alone only reports whose
 * words agree (`wordsAgree`), and the global pass and the parts move only groups whose reports'
 * evidence passes the margin without the co-occurrence ratio.
 * In every step a report joins a group only if it may share the file of each of the group's
 * reports (working.ts `fitsFile`): a finding is in one file, however its reports name it.
 * Every step works in canonical order, so the result does not depend on the input's order.
 * Candidates are compared only within an agent and file name, which keeps the work close to
 * linear in the number of findings; within a file of many groups, steps 2 and 3 read only the
 * groups a report's place could join (place-index.ts), which groups the same as reading all.
 */
export function clusterRuns(runs: readonly Run[], options: ClusterOptions = {}): Clustering {
  const margin = options.margin ?? 0;
  const indexFrom = options.indexFrom ?? INDEXED_BLOCK;
  const interner = new Interner();
  // A file named otherwise than by its path (a source member, a module or class, a header) is
  // the file the other reports' paths name for it (file-names.ts).
  const pathOf = runPathResolver(runs);
  // A row named by a key's value (`trip_id=T2041`) is that row, where the reports write the key
  // with two values (symbols.ts `selectingKeys`).
  const selecting = selectingKeys(runs.map((run) => run.findings));
  // A tag alone in angle brackets is the element other reports name so (symbols.ts `namedTags`).
  const tags = namedTags(runs.map((run) => run.findings));
  const features = runs.map((run) =>
    run.findings.map((finding) => featuresOf(finding, interner, pathOf(finding.file), selecting, tags)),
  );
  // A report a run repeats word for word is that finding reported twice, not a second finding:
  // it is set aside before anything is learned or grouped (its words would count twice, and
  // one run's two reports of one issue would pass for two issues), and joins its original's
  // group at the end. The original is the first of them as the run writes them (the signature
  // holds the path normalised, so `./src/a.cs` repeats `src/a.cs`, and the place as read, so
  // `A::get()` repeats `A.Get`, and leaves out the fields the input adds, a `confidence` the
  // finding's is read from), then by position: which copy stands for the finding does not depend
  // on the input's order.
  const repeats: { original: Member; repeat: Member }[] = [];
  const repeated = new Set<Features>();
  const findingOrder = features.map((list, run) => {
    const written = runs[run]!.findings;
    const sorted = list
      .map((_, i) => i)
      .sort(
        (a, b) =>
          compareText(list[a]!.signature, list[b]!.signature) ||
          compareText(asWritten(written[a]!), asWritten(written[b]!)) ||
          a - b,
      );
    // Sorted by signature, then as written, then position: a run's copies of one report follow
    // the first of them.
    let original = -1;
    return sorted.filter((index, k) => {
      if (k === 0 || list[sorted[k - 1]!]!.signature !== list[index]!.signature) {
        original = index;
        return true;
      }
      repeats.push({ original: { run, index: original }, repeat: { run, index } });
      repeated.add(list[index]!);
      return false;
    });
  });
  const runSignature = findingOrder.map((order, r) =>
    order.map((i) => features[r]![i]!.signature).join("\u0001"),
  );
  const canonicalRunOrder = runs
    .map((_, r) => r)
    .sort(
      (a, b) =>
        findingOrder[b]!.length - findingOrder[a]!.length ||
        compareText(runSignature[a]!, runSignature[b]!) ||
        a - b,
    );
  const n = runs.length;

  // Each run's reports, its repeats left out.
  const reported =
    repeated.size === 0 ? features : features.map((list) => list.filter((f) => !repeated.has(f)));
  const all = reported.flat();
  const groupIds = new Map<string, number>();
  const groupOf = Int32Array.from(
    reported.flatMap((list, r) =>
      list.map((f) => {
        const key = `${r}\u0000${f.block}`;
        let id = groupIds.get(key);
        if (id === undefined) {
          id = groupIds.size;
          groupIds.set(key, id);
        }
        return id;
      }),
    ),
  );
  const rarity = rarityOf(
    all.map((f) => Int32Array.from(new Set([...f.title, ...f.description, ...f.symbolWords])).sort()),
    groupOf,
    interner.size,
  );
  const writing = runWriting(reported);
  // One file named two ways, one name a run (a built bundle for its source, a renamed file), is
  // read as one file before anything is learned or compared (file-aliases.ts). Its words are
  // read without boilerplate: a text written word for word under both names is one issue's, not
  // an agent's template, until the two names are one file.
  let relation: ((a: Features, b: Features) => Relation) | undefined;
  const aliases = fileAliases(
    reported,
    (a, b) => {
      if (relation === undefined) {
        const reading = new Comparer(rarity, new Set(), undefined, writing);
        for (const f of all) reading.prepare(f);
        relation = relationOf(reading);
      }
      return relation(a, b);
    },
    (fileBase) => interner.set(words(barePath(fileBase))),
  );
  if (aliases.size > 0)
    for (const f of features.flat()) {
      const alias = aliases.get(aliasKey(f));
      if (alias === undefined) continue;
      f.file = alias.file;
      f.fileBase = alias.fileBase;
      f.block = alias.block;
      f.rooted = alias.rooted;
      if (f.line !== undefined)
        f.line = alias.offset === undefined ? undefined : Math.max(1, f.line - alias.offset);
    }
  // Before the comparer reads any pair: a number a run writes alike in two files names no issue there.
  leaveOutRunWideNumbers(features);
  const comparer = new Comparer(
    rarity,
    boilerplateTexts(all),
    options.contrasts === false ? undefined : new Contrasts(reported),
    writing,
  );
  for (const f of all) comparer.prepare(f);
  // Names a report's prose writes without code's look (`box-weight`, `sid:9000101`) are read as
  // names where a report of the file gives them as its place (block-names.ts), once the comparer
  // knows the file's places and before anything is compared.
  readBlockNames(all, interner, comparer);
  const weights = learnFromRuns(features, findingOrder, canonicalRunOrder, comparer);
  // Each place as two reports of one language, of two (`IN_TWO_LANGUAGES`) and of two whose
  // words cannot be compared (`WORDS_UNCOMPARED`) weigh it.
  const bounds = Float64Array.from({ length: 3 * PATTERNS }, (_, pattern) => placeBound(weights, pattern));
  const evidence: PairEvidence = {
    priorBits: weights.priorBits,
    pattern: (a, b) => comparePair(a, b, comparer),
    words: (a, b) => comparer.textLevel(a, b),
    bits: (pattern) => patternBits(weights, pattern),
    place: (a, b) => placeOfPair(a, b, comparer),
    withWords: withTextLevel,
    atMost: (place) => bounds[place]!,
    // With a judge to ask (a margin), the evidence merges on its own only reports whose words
    // agree: the location cannot tell two issues at one place apart, the judge reads the words.
    agrees: (pattern) => margin === 0 || wordsAgree(weights, pattern),
    wordsAgree: (pattern) => wordsAgree(weights, pattern),
  };

  const featureOf = (m: Member) => features[m.run]![m.index]!;
  const wording = new WordingSpread(evidence, featureOf, writing.alike);
  const clusters: Working[] = [];
  const byBlock = new Map<string, Working[]>();
  const byAgent = new Map<string, Working[]>();
  const add = (map: Map<string, Working[]>, key: string, cluster: Working) => {
    const list = map.get(key);
    if (list) list.push(cluster);
    else map.set(key, [cluster]);
  };
  const none: Working[] = [];
  // The clusters a finding may join; the lists are read, never changed, by the callers.
  const poolOf = (f: Features): readonly Working[] => {
    if (f.file === "") return byAgent.get(f.agent) ?? none;
    const own = byBlock.get(f.block) ?? none;
    const fileless = byBlock.get(`${f.agent}\u0000`);
    return fileless ? [...own, ...fileless] : own;
  };
  // Whether a place could reach the margin with the best words and category there, in one
  // language or two, as the steps' own bounds below judge it (with room for rounding: the index
  // may only find more).
  const reaches = (symbol: number, line: number) =>
    CATEGORY_LEVELS.some((_, what) => {
      const place = placePattern(what, symbol, line);
      const best = Math.max(
        bounds[place]!,
        bounds[place + IN_TWO_LANGUAGES]!,
        bounds[place + WORDS_UNCOMPARED]!,
      );
      return weights.priorBits + best >= margin - 1e-9;
    });
  const places = new PlaceIndex(
    findingOrder.flatMap((order, run) => order.map((index) => ({ run, index }))),
    featureOf,
    reaches,
  );
  // The clusters of `poolOf` a finding's place could join, in its order: those of the block
  // holding a report the index finds near (`homeOf`), and `own`, then those without a file.
  const stamps: number[] = [];
  let query = 0;
  const nearPoolOf = (
    f: Features,
    homeOf: (m: Member) => Working | undefined,
    own?: Working,
  ): readonly Working[] => {
    if (f.file === "" || (byBlock.get(f.block)?.length ?? 0) < indexFrom) return poolOf(f);
    const stamp = ++query;
    const found: Working[] = [];
    const take = (c: Working | undefined) => {
      if (c === undefined || c.block !== f.block || stamps[c.id] === stamp) return;
      stamps[c.id] = stamp;
      found.push(c);
    };
    if (!places.near(f, (m) => take(homeOf(m)))) return poolOf(f);
    take(own);
    // Each block's list holds its clusters in the order they were made, by id.
    found.sort((a, b) => a.id - b.id);
    const fileless = byBlock.get(`${f.agent}\u0000`);
    return fileless ? [...found, ...fileless] : found;
  };

  const exemplarPlaces = new Int32Array(MAX_EXEMPLARS);
  const homes: Working[][] = runs.map(() => []);
  const homeOf = (m: Member) => homes[m.run]![m.index];
  canonicalRunOrder.forEach((r, position) => {
    const runFeatures = features[r]!;
    const order = findingOrder[r]!;
    const candidates: Candidate[] = [];
    for (let rank = 0; rank < order.length; rank++) {
      const f = runFeatures[order[rank]!]!;
      for (const cluster of nearPoolOf(f, homeOf)) {
        // A group none of whose reports could reach the margin, whatever the words, is passed
        // over without comparing them.
        const exemplars = cluster.exemplars;
        let bound = Number.NEGATIVE_INFINITY;
        for (let k = 0; k < exemplars.length; k++) {
          exemplarPlaces[k] = compatible(f, exemplars[k]!) ? evidence.place(f, exemplars[k]!) : -1;
          if (exemplarPlaces[k]! >= 0) bound = Math.max(bound, evidence.atMost(exemplarPlaces[k]!));
        }
        if (evidence.priorBits + bound < margin) continue;
        let best = Number.NEGATIVE_INFINITY;
        let closestWords = Number.POSITIVE_INFINITY;
        for (let k = 0; k < exemplars.length; k++) {
          if (exemplarPlaces[k]! < 0) continue;
          const pattern = evidence.withWords(exemplarPlaces[k]!, evidence.words(f, exemplars[k]!));
          closestWords = Math.min(closestWords, textLevelOf(pattern));
          if (!evidence.agrees(pattern)) continue;
          const score = evidence.bits(pattern);
          if (score > best) best = score;
        }
        if (evidence.priorBits + best < margin || !fitsFile(f, cluster, featureOf)) continue;
        candidates.push({
          score: best,
          f: rank,
          c: cluster,
          // The group's own reports may show that this one is worded unlike any of them (a
          // report worded like one of its exemplars is not).
          settle:
            closestWords > SIMILAR_TEXT_LEVEL
              ? () => {
                  const score = best - wording.against(f, cluster, r, closestWords);
                  return evidence.priorBits + score >= margin ? score : undefined;
                }
              : undefined,
        });
      }
    }
    const assigned = new Set<number>();
    assignOneToOne(candidates, (rank, c) => {
      assigned.add(rank);
      const index = order[rank]!;
      c.members.push({ run: r, index });
      c.runs.push(position);
      homes[r]![index] = c;
      const f = runFeatures[index]!;
      noteFile(c, f);
      if (c.exemplars.length < MAX_EXEMPLARS && c.exemplars.every((e) => comparePair(f, e, comparer) !== 0))
        c.exemplars.push(f);
    });
    for (let rank = 0; rank < order.length; rank++) {
      if (assigned.has(rank)) continue;
      const index = order[rank]!;
      const f = runFeatures[index]!;
      const cluster: Working = {
        id: clusters.length,
        exemplars: [f],
        members: [{ run: r, index }],
        runs: [position],
        block: f.block,
        agent: f.agent,
        alive: true,
        files: filesOf([f]),
      };
      clusters.push(cluster);
      homes[r]![index] = cluster;
      add(byBlock, cluster.block, cluster);
      add(byAgent, f.agent, cluster);
    }
  });

  const position = new Int32Array(n);
  canonicalRunOrder.forEach((r, p) => {
    position[r] = p;
  });
  // Later sweeps visit only the blocks where the previous one moved something.
  let dirty: Set<string> | undefined;
  const memo = new RepairMemo();
  for (let sweep = 0; sweep < MAX_SWEEPS && (dirty === undefined || dirty.size > 0); sweep++) {
    dirty = repairSweep(
      clusters,
      canonicalRunOrder,
      findingOrder,
      featureOf,
      nearPoolOf,
      evidence,
      wording,
      margin,
      (cluster) => {
        add(byBlock, cluster.block, cluster);
        add(byAgent, cluster.agent, cluster);
      },
      dirty,
      memo,
    );
  }
  for (const c of clusters) {
    if (!c.alive) continue;
    setMembers(c, c.members, position, featureOf);
  }
  const between = groupEvidence(n, evidence, margin, wording, featureOf);
  let closePairs = mergeGlobally(clusters, byAgent, between, margin, position, featureOf);
  if (
    moveParts(clusters, byBlock, position, evidence, margin, between, featureOf, (group) => {
      add(byBlock, group.block, group);
      add(byAgent, group.agent, group);
    })
  )
    closePairs = mergeGlobally(clusters, byAgent, between, margin, position, featureOf);
  const split = splitUnworded(clusters, evidence, position, featureOf, wordedApartChance(weights));
  if (margin > 0 && options.judgeParts) {
    const parted = splitForJudge(clusters, byAgent, evidence, between, margin, position, featureOf);
    closePairs = [
      ...closePairs.filter((p) => !parted.split.has(p.a) && !parted.split.has(p.b)),
      ...parted.pairs,
    ].sort((x, y) => y.evidence - x.evidence || x.a - y.a || x.b - y.b);
  }
  const live = clusters.filter((c) => c.alive);
  // Grouping only sorts findings: a finding that ended in no group, or in two, is a bug that
  // would print a wrong score, so it stops here rather than reach a report.
  let grouped = 0;
  for (const c of live) grouped += c.members.length;
  if (grouped !== all.length)
    throw new Error(`grouping placed ${grouped} of ${all.length} findings: please report this as a bug`);
  const index = new Map(live.map((c, i) => [c.id, i]));
  const output: Cluster[] = live.map((c) => ({ members: c.members }));
  if (repeats.length > 0) {
    const home = new Map<string, Cluster>();
    for (const c of output) for (const m of c.members) home.set(`${m.run}:${m.index}`, c);
    for (const { original, repeat } of repeats) {
      const c = home.get(`${original.run}:${original.index}`)!;
      (c.repeats ??= []).push(repeat);
    }
  }
  return {
    clusters: output,
    canonicalRunOrder,
    closePairs: closePairs
      // A pair's evidence was weighed for the groups as the global merge left them.
      .filter((p) => clusters[p.a]!.alive && clusters[p.b]!.alive && !split.has(p.a) && !split.has(p.b))
      .map((p) => ({ ...p, a: index.get(p.a)!, b: index.get(p.b)! })),
    weights,
    files: features.map((list) => list.map((f) => ({ file: f.file, rooted: f.rooted }))),
    ...(options.pairEvidence && {
      pairEvidence: (a: Member, b: Member) => {
        const x = features[a.run]?.[a.index];
        const y = features[b.run]?.[b.index];
        if (x === undefined || y === undefined || a.run === b.run || repeated.has(x) || repeated.has(y))
          return undefined;
        if (x.agent !== y.agent || (x.block !== y.block && x.file !== "" && y.file !== "")) return undefined;
        return compatible(x, y) ? evidence.priorBits + evidence.bits(evidence.pattern(x, y)) : undefined;
      },
    }),
  };
}
