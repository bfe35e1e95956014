import { createHash } from "node:crypto";

/**
 * A fence around untrusted text in a prompt: a hash of the text itself, so the text cannot
 * contain its own fence (and a writer cannot guess one to close it early). `salt` keeps the
 * fences of different prompts apart.
 */
export function fenceFor(text: string, salt = ""): string {
  for (let n = 0; ; n++) {
    const fence = createHash("sha256").update(`${salt}${n}\u0000${text}`).digest("hex").slice(0, 24);
    if (!text.includes(fence)) return fence;
  }
}
