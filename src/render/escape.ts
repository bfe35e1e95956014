import { truncate } from "../util/truncate.js";

/**
 * Makes untrusted text (model output, PR content) inert in GitHub markdown: no HTML, no
 * links or images, no emphasis or code spans breaking the layout, no table-cell breaks,
 * no live @mentions or #123 / GH-123 autolinks, no bare-URL autolinks. The text stays readable.
 */
const ZWSP = "\u200B";

export function escapeMarkdown(text: string, maxLength = 300): string {
  let out = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g, "");
  out = out.replace(/\s+/g, " ").trim();
  if (out.length > maxLength) out = truncate(out, maxLength).replace(/\s+…$/, "…");
  out = out
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    // Text is flattened to one line and always placed after other text, so line-start
    // syntax (#, -, +, 1.) cannot trigger; what can act inline is escaped.
    .replace(/([\\`*_[\]()!|~])/g, "\\$1");
  // Mentions and references are resolved after markdown parsing, so escapes do not stop them:
  // a zero-width space after the sigil does.
  out = out.replace(/@(?=[A-Za-z0-9])/g, `@${ZWSP}`);
  out = out.replace(/#(?=\d)/g, `#${ZWSP}`);
  out = out.replace(/\b(GH)-(?=\d)/gi, `$1-${ZWSP}`);
  out = out.replace(/:\/\//g, `:${ZWSP}//`);
  out = out.replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}${ZWSP}.`);
  return out;
}

/** Text inside a fenced code block: only the fence itself needs breaking. */
export function escapeCodeBlock(text: string, maxLength = 2000): string {
  const cut = truncate(text, maxLength);
  return cut.replace(/`{3,}/g, (m) => m.split("").join(ZWSP));
}
