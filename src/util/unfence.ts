/**
 * JSON a Markdown code fence wraps (```` ```json … ``` ````), unwrapped: how models write JSON in
 * an answer, and how a model's answer saved as a file reads. Any other text as given.
 */
export function unfence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/i.exec(text);
  return fenced ? fenced[1]! : text;
}
