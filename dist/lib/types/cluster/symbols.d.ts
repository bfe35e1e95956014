/** A symbol's name and what owns it (`owner.method`), folded; all "" when it names no place. */
export interface SymbolName {
    symbol: string;
    method: string;
    owner: string;
}
/** A name part folded for comparison: lower case, letters and digits of any script, `_` and `$`. */
/** One part of a name as the grouping compares it: lower case, only its letters, digits, `_` and `$`. */
export declare const fold: (part: string) => string;
/**
 * The tags in angle brackets (`<expires>`, `<queue-size>`) that other reports of the test give as
 * their place's name (`info/expires`, `limits.queue-size`): read as that place, where alone they
 * are placeholders (`<module>`, `<anonymous>`). Empty where no symbol is such a tag.
 */
export declare function namedTags(runs: readonly (readonly {
    symbol?: string | undefined;
}[])[]): Set<string>;
/** `symbol` read as the element it names where it is a tag alone that `tags` holds (`namedTags`). */
export declare function tagAsRead(symbol: string | undefined, tags: ReadonlySet<string>): string | undefined;
export declare function normalizeSymbol(written: string | undefined): SymbolName;
/**
 * A symbol naming a place by a key and a value (`trip_id=T2041`, `bonus/2`, `@id("vet-read")`):
 * the key, the value, and the place they name where the key selects rows or functions
 * (`selectingKeys`): `trip_id.T2041`, `bonus.2`, `@id.vet-read`. Else undefined.
 */
export declare function selectingPlace(symbol: string | undefined): {
    key: string;
    value: string;
    place: string;
} | undefined;
/**
 * The keys whose values tell places apart, as the reports show: a key the test's reports write
 * with two values (`trip_id=T2041`, `trip_id=T2043`) selects rows by its values, and a name they
 * write with two arities (`bonus/2`, `bonus/3`, Prolog's two predicates) is two functions, keyed
 * `bonus/` (`arityPlace`); written with one arity throughout (`get_user/1`), the arity is dropped
 * as before, since a report may name the function with it or without. So is a name called or
 * annotated with one literal (`literalPlace`): Cedar's `@id("vet-read")` and `@id("vet-update")` are
 * two policies, which read as the annotation `id` were one place. Read as an
 * assignment, what it assigns to, every such report named the key alone, one place, and two
 * trips' reports merged. A key written with one value throughout (`SocketUseSSL=N`) still names
 * the setting. Two reports of one setting, one giving its value and one the value it should
 * have, would be two places: reports give the place as it is, and none of the families write a
 * fix's value there. Asked of one run at a time (a run reports an issue once), the keys were
 * seldom seen: a run that reports both trips and names both by the key is rare.
 */
export declare function selectingKeys(runs: readonly (readonly {
    symbol?: string | undefined;
}[])[]): Set<string>;
/**
 * A place in a JSON or YAML file written as a JSON Pointer (`/content_scripts/1/matches`), as the
 * key path other reports write (`content_scripts[1].matches`): read as a route, the pointer was a
 * place of its own, which no key path met. Undefined where `symbol` is no pointer into such a file.
 */
export declare function pointerAsPath(symbol: string | undefined, file: string): string | undefined;
/**
 * A symbol's name as written, with what qualifies it, less what `normalizeSymbol` drops before
 * it splits the name: parameters, arity, a signature, declaring keywords and modifiers
 * (`function withdraw(address to) external onlyOwner` is `withdraw`). Its words are the ones a
 * description at the same symbol only restates (`bareDescription`); a parameter or a modifier
 * says nothing of the place. A route, a domain name, a distinguished name or an Objective-C
 * method as given.
 */
export declare function symbolNameText(written: string | undefined): string;
/**
 * The symbol's own name as written, without what owns it: a qualified name's last part
 * (`LendingPool._deposit`: `_deposit`), a route's path (`GET /orders`: `/orders`, as its handler
 * `order_list` names the same place: the method is no part of the name), a domain name's first
 * label, a distinguished name's first value. "" when it names none.
 */
export declare function ownNameText(symbol: string | undefined): string;
/**
 * `name` without the version pinned after it (`lodash@4.17.15`, `support/answer@v3`,
 * `requests==2.19.0`): a version is no part of a package's or a registry item's name.
 */
export declare function withoutVersion(name: string): string;
/**
 * The names a report's text writes as code (code-names.ts), each folded as a symbol's method
 * (`StableSwap._transfer_out` → `_transfer_out`; `symbolOf`, which a caller may memoise), with
 * the owners the text qualifies it by ("" where it writes the name alone): `mkt._domainkey`
 * names the `_domainkey` of `mkt`, not that of `s2019`. One issue's reports often name as their
 * symbol different functions on its path (the entry point, the function at fault, the call at
 * fault) and write the others in their text: `exchange` with "raw_call result ignored in
 * `_transfer_out`", `_transfer_out` with "the bytes returned by raw_call are discarded".
 * compare.ts reads that as a level of the symbol field, with a judge or without.
 */
export declare function mentionedPlaces(text: string, symbolOf?: (name: string) => SymbolName): Map<string, Set<string>>;
