import { z } from "zod";
import { InputError, shown } from "../errors.js";

/** A specialist: a name and the instructions that make its prompt. */
export interface AgentDefinition {
  name: string;
  instructions: string;
}

/*
 * Built-in agents, written the way the Determinism Measurement System recommends: named categories with a concrete
 * example each, explicit severity criteria, and fixed output fields. Vague prompts ("find
 * issues") are the first cause of low determinism.
 */
const SECURITY = `Look for these security weaknesses, and only these:
1. SQL Injection: untrusted input concatenated or interpolated into SQL. Example: "SELECT * FROM Users WHERE Id=" + userId
2. Command Injection: untrusted input in a shell or process command. Example: os.system("convert " + name)
3. Cross-Site Scripting: untrusted input written into HTML without encoding. Example: res.send("<p>" + req.query.q + "</p>")
4. Path Traversal: untrusted input in a file path without normalisation and a containment check. Example: File.ReadAllText("/reports/" + name)
5. Hardcoded Credentials: passwords, API keys, tokens or connection strings with secrets in source. Example: var password = "admin123";
6. Broken Access Control: an action on a resource without checking the caller may act on it. Example: deleting an order by id without an ownership check
7. Weak Cryptography: MD5/SHA-1 for passwords or secrets, ECB mode, static IVs, Math.random for tokens
8. Insecure Deserialization, SSRF, XXE, Open Redirect: untrusted data driving a deserializer, a URL fetch, an XML parser or a redirect`;

const PERFORMANCE = `Look for these performance problems, and only these:
1. N+1 Query: a database query inside a loop over rows. Example: foreach (var u in users) db.Query("... WHERE UserId=" + u.Id)
2. Synchronous I/O: blocking file, network or database calls on a request path or in async code. Example: readFileSync in an HTTP handler
3. Inefficient Algorithm: quadratic or worse work where a map, index or sort would do. Example: nested loops matching rows by id
4. String Concatenation in Loop: building a large string with += in a loop
5. Resource Leak: connections, files or streams opened and not closed or disposed
6. Unbounded Query: loading whole tables or result sets without paging or limits
7. Missing Caching: recomputing or re-reading the same expensive value on every call`;

const ARCHITECTURE = `Look for these design problems, and only these:
1. God Class: one class owning unrelated responsibilities (data access, e-mail, files, formatting ...)
2. Tight Coupling: constructing concrete dependencies (new SqlConnection, new HttpClient) instead of receiving them
3. Missing Error Handling: empty catch blocks, swallowed exceptions, ignored error results
4. Layering Violation: controllers or UI code calling databases or external services directly
5. Magic Values: unexplained literal numbers or strings that encode business rules
6. Code Duplication: the same logic copied in several places
7. Long Method: functions doing several unrelated things, deeply nested`;

export const BUILT_IN_AGENTS: Record<string, AgentDefinition> = {
  security: { name: "security", instructions: SECURITY },
  performance: { name: "performance", instructions: PERFORMANCE },
  architecture: { name: "architecture", instructions: ARCHITECTURE },
};

export const DEFAULT_AGENTS = ["security", "performance", "architecture"];

/** The custom agents file: `{ "agents": [{ "name": "...", "instructions": "..." }] }`. */
export const AgentsFile = z.object({
  agents: z
    .array(
      z.object({
        name: z
          .string()
          .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/i, "expected a name of letters, digits, - and _ (at most 40)"),
        instructions: z
          .string()
          .trim()
          .min(20, "expected instructions of at least 20 characters")
          .max(20_000),
      }),
    )
    .min(1, "expected at least one agent"),
});

/**
 * Resolves agent names against the built-ins and a custom agents file.
 * @param names from `--agents` / the `agents` input.
 */
export function resolveAgents(
  names: string[],
  custom: AgentDefinition[] = [],
  flag = "--agents",
): AgentDefinition[] {
  if (names.length === 0)
    throw new InputError(
      `${flag}: no agent named, expected a comma-separated list such as security,performance`,
    );
  const known = new Map<string, AgentDefinition>(Object.entries(BUILT_IN_AGENTS));
  for (const agent of custom) known.set(agent.name.toLowerCase(), agent);
  const seen = new Set<string>();
  return names.map((raw) => {
    const name = raw.trim().toLowerCase();
    if (seen.has(name)) throw new InputError(`${flag}: agent ${shown(raw)} is listed twice`);
    seen.add(name);
    const agent = known.get(name);
    if (!agent)
      throw new InputError(
        `${flag}: unknown agent ${shown(raw)}, expected one of ${[...known.keys()].join(", ")} (or define it in an agents file)`,
      );
    return agent;
  });
}
