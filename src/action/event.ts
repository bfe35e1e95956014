import { existsSync, readFileSync } from "node:fs";
import { z } from "zod";

/** The part of a webhook payload the action needs. */
const Payload = z.looseObject({
  pull_request: z
    .looseObject({
      number: z.number().int(),
      head: z.looseObject({
        repo: z.looseObject({ full_name: z.string(), fork: z.boolean().optional() }).nullable().optional(),
      }),
      base: z.looseObject({ repo: z.looseObject({ full_name: z.string() }) }),
    })
    .optional(),
  repository: z
    .looseObject({ full_name: z.string(), name: z.string(), owner: z.looseObject({ login: z.string() }) })
    .optional(),
});

export interface EventInfo {
  name: string;
  owner: string;
  repo: string;
  /** The pull request number, when the event is about one. */
  pullRequest?: number;
  /** The PR's head lives in another repository: its code is untrusted and its runs get no secrets. */
  fork: boolean;
}

const PR_EVENTS = new Set(["pull_request", "pull_request_target"]);

/** Reads the event from the runner's environment (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_REPOSITORY). */
export function readEvent(env: NodeJS.ProcessEnv): EventInfo {
  const name = env.GITHUB_EVENT_NAME ?? "";
  const [envOwner = "", envRepo = ""] = (env.GITHUB_REPOSITORY ?? "").split("/");
  let payload: z.infer<typeof Payload> = {};
  const file = env.GITHUB_EVENT_PATH;
  if (file && existsSync(file)) {
    const parsed = Payload.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (parsed.success) payload = parsed.data;
  }
  const owner = payload.repository?.owner.login ?? envOwner;
  const repo = payload.repository?.name ?? envRepo;
  const pr = PR_EVENTS.has(name) ? payload.pull_request : undefined;
  const head = pr?.head.repo;
  const fork =
    pr !== undefined &&
    (head === null || head === undefined || head.fork === true || head.full_name !== pr.base.repo.full_name);
  return { name, owner, repo, ...(pr && { pullRequest: pr.number }), fork };
}
