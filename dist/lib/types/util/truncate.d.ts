/**
 * `text` cut to at most `max` UTF-16 units, the last of them "…" when anything was cut. A cut
 * never splits a character written as two units (an emoji, a rare Chinese character): half of
 * one would reach a comment or a log as a broken character.
 */
export declare function truncate(text: string, max: number): string;
/** The first `count` characters of `text`, counted as characters, not UTF-16 units: none cut in two. */
export declare function firstCharacters(text: string, count: number): string;
