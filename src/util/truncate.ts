/**
 * `text` cut to at most `max` UTF-16 units, the last of them "…" when anything was cut. A cut
 * never splits a character written as two units (an emoji, a rare Chinese character): half of
 * one would reach a comment or a log as a broken character.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/** The first `count` characters of `text`, counted as characters, not UTF-16 units: none cut in two. */
export function firstCharacters(text: string, count: number): string {
  return Array.from(text).slice(0, count).join("");
}
