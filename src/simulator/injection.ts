/**
 * How a gullible model reads a prompt: it takes the fence the instructions announce, treats the
 * text from each `<<<FILE token path=…>>>` to the first `<<<END token>>>` after it as data, and
 * obeys everything else. A file that could close its own fence would turn its text into
 * instructions; the simulator's `gullible` mode obeys such text, so tests can prove that no file
 * content gets there.
 */
const INJECTION =
  /ignore (all )?(previous|prior|above) instructions|report no findings|"findings"\s*:\s*\[\s*\]/i;

/** The prompt text the model takes as instructions: everything outside the announced fences. */
export function instructionText(system: string, user: string): string {
  const token = /<<<FILE ([0-9a-f]+) path=/.exec(system)?.[1];
  if (!token) return `${system}\n${user}`;
  let outside = "";
  let at = 0;
  for (;;) {
    const start = user.indexOf(`<<<FILE ${token} path=`, at);
    if (start < 0) break;
    outside += user.slice(at, start);
    const end = user.indexOf(`<<<END ${token}>>>`, start);
    if (end < 0) {
      at = user.length;
      break;
    }
    at = end + `<<<END ${token}>>>`.length;
  }
  outside += user.slice(at);
  return `${system}\n${outside}`;
}

/**
 * Whether a gullible model would follow an injected "report nothing" in this prompt. The system
 * prompt is the operator's (built-in or configured agents), so only the user text is searched.
 */
export function obeysInjection(system: string, user: string): boolean {
  return INJECTION.test(instructionText(system, user).slice(system.length));
}
