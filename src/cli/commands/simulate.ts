import path from "node:path";
import { InputError, issuePath, issueText } from "../../errors.js";
import { readJsonFile } from "../../io/json-file.js";
import { FAULT_KINDS, parseFaultKinds, parseLatency } from "../../simulator/faults.js";
import { heuristicJudge, replayJudge } from "../../simulator/judges.js";
import { Scenario } from "../../simulator/scenario.js";
import { type SimulatorOptions, startSimulator } from "../../simulator/server.js";
import { DIALECTS, type Dialect } from "../../simulator/wire.js";
import { packageRoot } from "../../util/package-root.js";
import { numberFlag, parseFlags } from "../flags.js";
import type { CliIo } from "../io.js";

export const SIMULATE_HELP = `Usage: llm-determinism simulate [options]

Starts the bundled OpenAI-compatible simulator on 127.0.0.1 (POST /v1/chat/completions,
GET /v1/models) until interrupted. Point any client at the printed URL.

Options:
  --port <n>                port (default 8787; 0 picks a free one)
  --scenario <file>         the codebase's issues and how often each is reported
                            (default: the bundled example, examples/shop/scenario.json)
  --seed <n>                simulator seed (default 0)
  --latency <ms|lo-hi>      added latency per request (default 0)
  --faults <0-1>            share of requests that fail (default 0)
  --fault-kinds <list>      some of ${FAULT_KINDS.join(", ")} (default all)
  --retry-after <s>         retry-after of injected 429s (default 1)
  --no-json-schema          refuse response_format json_schema (as older vLLM / Ollama)
  --no-seed                 refuse requests that set 'seed' (as servers without it do)
  --no-prompt-cache         never report cached input tokens (by default a prompt whose
                            identical request was answered before is cached, as OpenAI does)
  --dialect <name>          imitate openai (default), azure (/openai/deployments/{d}/chat/completions,
                            api-version, api-key header), vllm or ollama (their error bodies)
  --judge <mode>            judge answers: heuristic (default: evidence between issue and
                            finding) or replay (recorded judgments, needs --replay-root)
  --replay-root <dir>       data root whose benchmarks/ judgments the replay judge answers from
  --grouping-miss <0-1>     grouping judge: per request, the chance each finding that belongs
                            with others is left alone (a missed merge; default 0)
  --grouping-false-merge <0-1>
                            grouping judge: per request, the chance two different issues are
                            put together (a wrong merge; default 0)
  --grouping-consistency <0-1>
                            grouping judge: the chance each of its choices is the same in every
                            sample of one request, as a model at a low temperature repeats
                            itself (default 0: each sample errs on its own)
  -h, --help                show this help

Exit codes: 0 stopped by a signal, 1 the server failed, 2 bad usage or bad input.
`;

export function readScenario(file: string | undefined, cwd: string): Scenario {
  const target = file ? path.resolve(cwd, file) : path.join(packageRoot(), "examples/shop/scenario.json");
  const label = file ?? "examples/shop/scenario.json";
  const parsed = Scenario.safeParse(readJsonFile(target, label), { reportInput: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InputError(`${label}: ${issuePath(issue.path)}: ${issueText(issue)}`);
  }
  return parsed.data;
}

export async function simulateCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseFlags("simulate", argv, {
    port: { type: "string" },
    scenario: { type: "string" },
    seed: { type: "string" },
    latency: { type: "string" },
    faults: { type: "string" },
    "fault-kinds": { type: "string" },
    "retry-after": { type: "string" },
    "no-json-schema": { type: "boolean" },
    "no-seed": { type: "boolean" },
    "no-prompt-cache": { type: "boolean" },
    dialect: { type: "string" },
    judge: { type: "string" },
    "replay-root": { type: "string" },
    "grouping-miss": { type: "string" },
    "grouping-false-merge": { type: "string" },
    "grouping-consistency": { type: "string" },
  });
  if (values.help) {
    io.stdout(SIMULATE_HELP);
    return 0;
  }
  const mode = values.judge ?? (values["replay-root"] ? "replay" : "heuristic");
  if (mode !== "heuristic" && mode !== "replay")
    throw new InputError(`--judge: got '${mode}', expected heuristic or replay`);
  if (mode === "replay" && !values["replay-root"])
    throw new InputError(
      "--replay-root is required with --judge replay (a data root with benchmarks/ and source_of_truth/)",
    );
  const dialect = values.dialect ?? "openai";
  if (!DIALECTS.includes(dialect as Dialect))
    throw new InputError(`--dialect: got '${dialect}', expected one of ${DIALECTS.join(", ")}`);
  const options: SimulatorOptions = {
    dialect: dialect as Dialect,
    scenario: readScenario(values.scenario, io.cwd),
    judge: mode === "replay" ? replayJudge(path.resolve(io.cwd, values["replay-root"]!)) : heuristicJudge(),
    seed: numberFlag("--seed", values.seed, 0, { integer: true, min: 0 }),
    port: numberFlag("--port", values.port, 8787, { integer: true, min: 0, max: 65535 }),
    faults: {
      rate: numberFlag("--faults", values.faults, 0, { min: 0, max: 1 }),
      ...(values["fault-kinds"] !== undefined && { kinds: parseFaultKinds(values["fault-kinds"]) }),
      retryAfterSeconds: numberFlag("--retry-after", values["retry-after"], 1, { min: 0, max: 3600 }),
    },
    ...(values.latency !== undefined && { latency: parseLatency(values.latency) }),
    ...(values["no-json-schema"] && { jsonSchema: false }),
    ...(values["no-seed"] && { acceptSeed: false }),
    ...(values["no-prompt-cache"] && { promptCache: false }),
    grouping: {
      missRate: numberFlag("--grouping-miss", values["grouping-miss"], 0, { min: 0, max: 1 }),
      falseMergeRate: numberFlag("--grouping-false-merge", values["grouping-false-merge"], 0, {
        min: 0,
        max: 1,
      }),
      consistency: numberFlag("--grouping-consistency", values["grouping-consistency"], 0, {
        min: 0,
        max: 1,
      }),
    },
  };
  const simulator = await startSimulator(options);
  const url = dialect === "azure" ? `http://127.0.0.1:${simulator.port}` : simulator.url;
  io.stdout(`llm-determinism simulator (${dialect}) listening on ${url}\n`);
  io.stdout(
    `try: OPENAI_BASE_URL=${url} llm-determinism run --files 'src/**' --runs 5${dialect === "azure" ? " --azure-deployment any-name" : ""}\n`,
  );
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  await simulator.close();
  return 0;
}
