/**
 * The names a report's prose writes as code: in backticks, one word in double quotes
 * (`QUOTED_NAME`), or an identifier, qualified or not
 * (`.`, `::`, `->`, `#`), that is followed by its parentheses or has a mark no word of prose has
 * (`_`, a digit, a capital inside it: `_transfer_out`, `getUser`, `sha1`). A word of prose that
 * is also a function's name (`transfer`) cannot be told from the word, so it is not taken for one.
 * Nor is a word before a parenthesis with a space between (`no text alternative (p. 41)`, `the
 * token (stored in the session)`): that is prose's aside, and read as a call it named a function
 * no other report of the issue wrote, which set one issue's reports apart (compare.ts naming
 * apart). A call is written against its parenthesis (`validate(input)`, `getUser()`).
 *
 * Every report's text is read so, and most of a text is words of prose: a regular expression
 * matched each word and tested it again for a mark, about a tenth of the grouping's time when
 * every text is distinct (70 of some 650 ms in the cluster benchmark). So an ASCII text, nearly
 * every one, is read by one pass over its characters that finds the same names (in a fifth of
 * the time); any other text by the expression.
 */
export declare function codeNames(text: string, found: (name: string) => void): void;
/** A qualified identifier: `get_orders`, `OrderRepo.get_orders`, `Api::V1::Orders#show`. */
export declare const IDENTIFIER: string;
/** `codeNames` by a regular expression: any text, letters and digits of every script. */
export declare function codeNamesByExpression(text: string, found: (name: string) => void): void;
/**
 * `codeNames` of an ASCII text by one pass over its characters, finding what `CODE_NAME` does
 * (a test checks the two agree on random texts of the characters that matter): a backtick span
 * of 1 to 80 characters on one line; else a name, as long as it goes, with its qualified parts.
 */
export declare function codeNamesOfAscii(text: string, found: (name: string) => void): void;
/**
 * A text with each name it writes as code that is several words (`TMP117_REG_T_HIGH`,
 * `advect_x`) written as one word: what tells two issues' titles apart is often which name they
 * write, and as words `TMP117_REG_CONFIG` against `TMP117_REG_T_HIGH` is one word against two
 * (contrast.ts learns only texts one word apart). A name of one word is left as written.
 */
export declare function namesAsWords(text: string): string;
