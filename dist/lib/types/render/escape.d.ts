export declare function escapeMarkdown(text: string, maxLength?: number): string;
/** Text inside a fenced code block: only the fence itself needs breaking. */
export declare function escapeCodeBlock(text: string, maxLength?: number): string;
