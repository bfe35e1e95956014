/**
 * JSON a Markdown code fence wraps (```` ```json … ``` ````), unwrapped: how models write JSON in
 * an answer, and how a model's answer saved as a file reads. Any other text as given.
 */
export declare function unfence(text: string): string;
