import type { getOctokit } from "@actions/github";

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
  response?: { headers?: Record<string, string | number | undefined> };
}

export interface WriteOptions {
  sleep: (ms: number) => Promise<void>;
  log: (message: string) => void;
  /** Attempts per write, the first included. */
  attempts?: number;
}

function isSecondaryRateLimit(error: HttpError): boolean {
  return (
    /secondary rate limit|abuse detection/i.test(error.message ?? "") ||
    error.response?.headers?.["retry-after"] !== undefined
  );
}

/**
 * One write to GitHub, retried the way GitHub asks: after `retry-after` when it is given, else
 * after at least a minute for a secondary rate limit, with a short backoff for server errors.
 * A 403 that is not a rate limit is a missing permission and is not retried.
 */
export async function write<T>(label: string, request: () => Promise<T>, options: WriteOptions): Promise<T> {
  const attempts = options.attempts ?? 4;
  for (let attempt = 1; ; attempt++) {
    try {
      return await request();
    } catch (e) {
      const error = e as HttpError;
      const status = error.status ?? 0;
      const limited = (status === 403 || status === 429) && isSecondaryRateLimit(error);
      if (status === 403 && !limited) {
        throw new CommentPermissionError(
          `GitHub refused to ${label} (403 ${error.message ?? "Forbidden"}): give the workflow \`permissions: pull-requests: write\` (fork pull requests get a read-only token; see the workflow_run recipe)`,
          { cause: e },
        );
      }
      const retryable = limited || status >= 500 || status === 0;
      if (!retryable || attempt >= attempts) {
        throw new Error(
          `GitHub could not ${label}: ${status ? `${status} ` : ""}${error.message ?? String(e)}`,
          {
            cause: e,
          },
        );
      }
      const retryAfter = Number(error.response?.headers?.["retry-after"]);
      const wait =
        Number.isFinite(retryAfter) && retryAfter >= 0
          ? retryAfter * 1000
          : limited
            ? 60_000 * attempt
            : 1000 * 2 ** (attempt - 1);
      options.log(
        `GitHub ${limited ? "secondary rate limit" : `error ${status}`} while trying to ${label}; retrying in ${Math.round(wait / 1000)} s`,
      );
      await options.sleep(Math.min(wait, 15 * 60_000));
    }
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
  options: WriteOptions,
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
    await write(
      "update the PR comment",
      () =>
        octokit.rest.issues.updateComment({
          owner: target.owner,
          repo: target.repo,
          comment_id: existing.id,
          body,
        }),
      options,
    );
    return "updated";
  }
  await write(
    "create the PR comment",
    () =>
      octokit.rest.issues.createComment({
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        body,
      }),
    options,
  );
  return "created";
}
