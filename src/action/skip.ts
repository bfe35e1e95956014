import type { EventInfo } from "./event.js";
import type { Settings } from "./inputs.js";

/** Why the test cannot run here, or undefined when it can. */
export function skipReason(
  settings: Settings,
  event: EventInfo,
): { title: string; body: string } | undefined {
  if (event.fork && !settings.allowForks) {
    return {
      title: "Skipped: pull request from a fork",
      body: [
        "This pull request comes from a fork. Its code is untrusted and GitHub gives `pull_request` runs from forks neither secrets nor a token that can comment, so no model was called.",
        "",
        "To test fork pull requests safely, split the workflow: a `pull_request` workflow uploads the changed files as an artifact; a `workflow_run` workflow, which runs in the base repository with its secrets, downloads them, runs this action and comments (see the fork recipe in the README). Set `allow-forks: true` only if you accept running the analysis on fork code with your key.",
      ].join("\n"),
    };
  }
  // A merge without a truth file calls no model, so it needs no key.
  const needsModel = settings.mode === "run" || settings.truth !== undefined;
  if (needsModel && settings.apiKey === "" && settings.baseUrl === undefined) {
    return {
      title: "Skipped: no API key",
      body: [
        "The `api-key` input is empty, so no model was called. Add the key as a repository secret and pass it:",
        "",
        "```yaml",
        "with:",
        "  files: src/**",
        "  api-key: ${{ secrets.OPENAI_API_KEY }}",
        "```",
        "",
        "Secrets are not given to workflows triggered by forks; for those, see the `workflow_run` recipe in the README.",
      ].join("\n"),
    };
  }
  return undefined;
}
