import { getOctokit } from "@actions/github";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";

type Octokit = ReturnType<typeof getOctokit>;

export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
}

/** GitHub refused a write for lack of permission: the message says which permission. */
export class CommentPermissionError extends Error {
  override readonly name = "CommentPermissionError";
}

interface HttpError {
  status?: number;
  message?: string;
}

export interface WriteOptions {
  log: (message: string) => void;
}

/** Writes retried on a server error (@octokit/plugin-retry waits 1, 4, then 9 s). */
const RETRIES = 3;
/** Rate-limit waits taken before a write gives up. */
const RATE_LIMIT_RETRIES = 3;

/** What a request was for, in a log line's words. */
function purpose(options: { method?: string; url?: string }): string {
  const route = `${options.method ?? "GET"} ${options.url ?? ""}`;
  if (/^POST .*\/issues\/\{issue_number\}\/comments$/.test(route)) return "create the PR comment";
  if (/^PATCH .*\/issues\/comments\/\{comment_id\}$/.test(route)) return "update the PR comment";
  if (/^GET .*\/comments/.test(route)) return "list the PR comments";
  return route;
}

/**
 * The GitHub client, with GitHub's retry and rate-limit handling done the maintained way:
 * @octokit/plugin-retry retries server errors (never a 4xx, so a missing permission is not
 * retried), @octokit/plugin-throttling waits out primary and secondary rate limits as
 * `retry-after` asks and spaces writes as GitHub's guidelines do. Each wait is logged.
 */
export function githubClient(token: string, options: WriteOptions): Octokit {
  /** Logs the server errors plugin-retry is about to retry: registered first, it sees every attempt. */
  const logRetries = (octokit: Octokit) => {
    octokit.hook.error("request", (error, request) => {
      const status = (error as HttpError).status ?? 0;
      const count = (request.request as { retryCount?: number } | undefined)?.retryCount ?? 0;
      if (status >= 500 && count < RETRIES)
        options.log(
          `GitHub error ${status} while trying to ${purpose(request)}; retrying in ${(count + 1) ** 2} s`,
        );
      throw error;
    });
  };
  const limited =
    (kind: string) =>
    (
      retryAfter: number,
      request: { method?: string; url?: string },
      _octokit: unknown,
      retryCount: number,
    ) => {
      if (retryCount >= RATE_LIMIT_RETRIES) return false;
      options.log(`GitHub ${kind} while trying to ${purpose(request)}; retrying in ${retryAfter} s`);
      return true;
    };
  return getOctokit(
    token,
    {
      retry: { retries: RETRIES },
      throttle: { onRateLimit: limited("rate limit"), onSecondaryRateLimit: limited("secondary rate limit") },
    },
    logRetries as never,
    retry,
    throttling,
  );
}

/**
 * One write to GitHub (the client retries it): a 403 that is not a rate limit is a missing
 * permission, said with the permission to add; any other failure names what was being written.
 */
export async function write<T>(label: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (e) {
    const error = e as HttpError;
    const status = error.status ?? 0;
    if (status === 403 && !/rate limit|abuse detection/i.test(error.message ?? ""))
      throw new CommentPermissionError(
        `GitHub refused to ${label} (403 ${error.message ?? "Forbidden"}): give the workflow \`permissions: pull-requests: write\` (fork pull requests get a read-only token; see the workflow_run recipe)`,
        { cause: e },
      );
    throw new Error(`GitHub could not ${label}: ${status ? `${status} ` : ""}${error.message ?? String(e)}`, {
      cause: e,
    });
  }
}

/**
 * Keeps one summary comment per pull request: finds it by its hidden marker across every page
 * of comments, updates it in place (or leaves it when nothing changed), or creates it.
 */
export async function upsertComment(
  octokit: Octokit,
  target: CommentTarget,
  body: string,
  marker: string,
): Promise<"created" | "updated" | "unchanged"> {
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  const ours = comments.filter((c) => c.body?.startsWith(marker));
  // Prefer the bot's own comment should anyone have pasted the marker into theirs.
  const existing = ours.find((c) => c.user?.type === "Bot") ?? ours[0];
  if (existing) {
    if (existing.body === body) return "unchanged";
    await write("update the PR comment", () =>
      octokit.rest.issues.updateComment({
        owner: target.owner,
        repo: target.repo,
        comment_id: existing.id,
        body,
      }),
    );
    return "updated";
  }
  await write("create the PR comment", () =>
    octokit.rest.issues.createComment({
      owner: target.owner,
      repo: target.repo,
      issue_number: target.issueNumber,
      body,
    }),
  );
  return "created";
}
