/**
 * How deep a JSON value read from outside may be nested. A findings file is nested five or six
 * levels; a file nested thousands deep (a generator's bug, or a file made to break readers)
 * overflowed the stack of whatever walked it recursively (an array turned into text for an error
 * message), and the run stopped with an internal error instead of naming the file.
 */
export const MAX_JSON_DEPTH = 100;

/** Whether `value` is nested more than `limit` levels deep; walked without recursion. */
export function nestedDeeperThan(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== "object") continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
