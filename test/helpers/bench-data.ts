import { existsSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./cli.js";

/** The shared auditagent-bench data, read in place (never copied into the project). */
export const BENCH_DATA = path.resolve(ROOT, "../shared/data/auditagent-bench");
export const HAS_BENCH_DATA = existsSync(path.join(BENCH_DATA, "benchmarks"));
export const SKIP_REASON = `skipped: the shared data set is not at ${BENCH_DATA} (tests that need ../shared/data/auditagent-bench run only where it is)`;
