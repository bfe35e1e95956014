import path from "node:path";
import { type AgentDefinition, AgentsFile } from "../analysis/agents.js";
import { InputError, issuePath, issueText } from "../errors.js";
import { readJsonFile } from "./json-file.js";

/** Reads a custom agents file (`{ "agents": [{ "name", "instructions" }] }`); none when no file is named. */
export function readAgentsFile(file: string | undefined, cwd: string): AgentDefinition[] {
  if (file === undefined) return [];
  const parsed = AgentsFile.safeParse(readJsonFile(path.resolve(cwd, file), file), { reportInput: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issuePath(issue.path);
    throw new InputError(`${file}: ${where}: ${issueText(issue)}`);
  }
  return parsed.data.agents;
}
