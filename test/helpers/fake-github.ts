import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: "Bot" | "User" };
}

export interface WriteFault {
  kind: "500" | "403" | "secondary" | "primary";
  /** How many writes fail before they succeed. */
  times: number;
}

/**
 * A local stand-in for the GitHub REST API, enough for the PR comment: list comments (with
 * pagination and Link headers), create, update. Writes can be made to fail. The real Octokit
 * client of @actions/github talks to it through GITHUB_API_URL.
 */
export async function startFakeGitHub(options: { writeFault?: WriteFault } = {}) {
  const comments = new Map<number, FakeComment[]>();
  const requests: { method: string; path: string; auth: string }[] = [];
  let nextId = 1000;
  let faultsLeft = options.writeFault?.times ?? 0;

  const send = (
    res: ServerResponse,
    status: number,
    value: unknown,
    headers: Record<string, string> = {},
  ) => {
    const body = JSON.stringify(value);
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(body);
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as { body?: string };
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
      requests.push({
        method: req.method ?? "",
        path: url.pathname,
        auth: String(req.headers.authorization ?? ""),
      });
      const list = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
      const one = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(url.pathname);
      const isWrite = req.method === "POST" || req.method === "PATCH";
      if (isWrite && faultsLeft > 0) {
        faultsLeft--;
        const kind = options.writeFault!.kind;
        if (kind === "500") return send(res, 500, { message: "Server Error" });
        if (kind === "403") return send(res, 403, { message: "Resource not accessible by integration" });
        if (kind === "primary")
          // The primary rate limit: no retry-after, the quota's reset time instead.
          return send(
            res,
            403,
            { message: "API rate limit exceeded for installation ID 1." },
            {
              "x-ratelimit-limit": "5000",
              "x-ratelimit-remaining": "0",
              "x-ratelimit-reset": String(Math.ceil(Date.now() / 1000) + 1),
            },
          );
        return send(
          res,
          403,
          {
            message:
              "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
          },
          { "retry-after": "1" },
        );
      }
      if (list && req.method === "GET") {
        const issue = Number(list[3]);
        const all = comments.get(issue) ?? [];
        const perPage = Number(url.searchParams.get("per_page") ?? 30);
        const page = Number(url.searchParams.get("page") ?? 1);
        const last = Math.max(1, Math.ceil(all.length / perPage));
        const links: string[] = [];
        const link = (p: number) => {
          const u = new URL(url.toString());
          u.searchParams.set("page", String(p));
          u.searchParams.set("per_page", String(perPage));
          return u.toString();
        };
        if (page < last) links.push(`<${link(page + 1)}>; rel="next"`, `<${link(last)}>; rel="last"`);
        return send(
          res,
          200,
          all.slice((page - 1) * perPage, page * perPage),
          links.length ? { link: links.join(", ") } : {},
        );
      }
      if (list && req.method === "POST") {
        const issue = Number(list[3]);
        const comment: FakeComment = {
          id: nextId++,
          body: (await readBody(req)).body ?? "",
          user: { login: "github-actions[bot]", type: "Bot" },
        };
        comments.set(issue, [...(comments.get(issue) ?? []), comment]);
        return send(res, 201, comment);
      }
      if (one && req.method === "PATCH") {
        const id = Number(one[3]);
        for (const list of comments.values()) {
          const found = list.find((c) => c.id === id);
          if (found) {
            found.body = (await readBody(req)).body ?? "";
            return send(res, 200, found);
          }
        }
        return send(res, 404, { message: "Not Found" });
      }
      return send(res, 404, { message: `Not Found: ${req.method} ${url.pathname}` });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    comments,
    requests,
    /** Adds `count` earlier comments by people to a PR. */
    seed(issue: number, count: number) {
      const list = comments.get(issue) ?? [];
      for (let i = 0; i < count; i++)
        list.push({ id: nextId++, body: `comment ${i}`, user: { login: `user${i}`, type: "User" } });
      comments.set(issue, list);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
