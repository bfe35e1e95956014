/**
 * A fence around untrusted text in a prompt: a hash of the text itself, so the text cannot
 * contain its own fence (and a writer cannot guess one to close it early). `salt` keeps the
 * fences of different prompts apart.
 */
export declare function fenceFor(text: string, salt?: string): string;
