import { LOAD, loadCase } from "./load.js";

/** `npm run load`: the load case on its own, for `.ci/run`; exits 1 unless the result is right. */
const r = await loadCase();
console.log(
  `load: ${LOAD.runs} runs × ${LOAD.agents} agents × ${LOAD.files} files, ${r.requests} requests, concurrency ${LOAD.concurrency}, ${LOAD.faultRate * 100}% faults: ` +
    `${r.seconds.toFixed(1)} s, peak memory ${r.peakMiB.toFixed(0)} MiB (${r.retainedMiB.toFixed(0)} MiB heap held after), ${r.runsCompleted}/${LOAD.runs} runs complete, ${r.incomplete} reported incomplete; result ${r.right ? "right" : `WRONG (${r.why})`}`,
);
process.exit(r.right ? 0 : 1);
