/**
 * A path named from outside the repository's tree (`/config/configuration.yaml`, where a container
 * mounts the repository's `homeassistant/`) whose name several of the repository's files end
 * with (`homeassistant/configuration.yaml`, `zigbee2mqtt/configuration.yaml`), read as one of
 * them from what the runs show elsewhere:
 * - where the test's other paths outside the tree were read as the repository's, each tells where
 *   its root is mounted (`/config/automations.yaml` is `homeassistant/automations.yaml`: `config`
 *   holds `homeassistant`): the candidate whose directories that mount gives, where one mount is
 *   given more than any other;
 * - where no mount is given, the one candidate left once those a run names beside the path are
 *   struck out, by their own name or by another path read as them (a run names a file one way,
 *   so a file it names beside the path is another). A path whose mount gives a file a run names
 *   beside it stays as written: the evidence disagrees.
 * Learned from the test's own paths: no list of where tools mount what.
 */

/** A path from outside the tree, as its parts, and the repository's file it was read as. */
export interface Settled {
  parts: readonly string[];
  file: string;
}

/** A path from outside the tree, as its parts, and the repository's files its name is that of. */
export interface Unsettled {
  parts: readonly string[];
  candidates: readonly string[];
}

/** How many of `parts`' last parts `file` ends with, at a `/` boundary. */
export function sharedTail(parts: readonly string[], file: string): number {
  for (let k = parts.length; k >= 1; k--) {
    const tail = parts.slice(-k).join("/");
    if (file === tail || file.endsWith(`/${tail}`)) return k;
  }
  return 0;
}

/** Where a path's root sits in the repository: its parts before the tail the file ends with, and the file's directories before it. */
function mountOf(parts: readonly string[], file: string): string | undefined {
  const k = sharedTail(parts, file);
  if (k === 0) return undefined;
  const tail = parts.slice(-k).join("/");
  const root = parts.slice(0, parts.length - k).join("/");
  const inRepository = file.slice(0, file.length - tail.length).replace(/\/$/, "");
  return `${root}\u0000${inRepository}`;
}

/**
 * Each unsettled path's file, where the mounts the settled ones show or the runs' naming leave
 * one (see the module's comment). `namedApart(a, b)`: no run names both paths.
 */
export function settleByMounts(
  unsettled: ReadonlyMap<string, Unsettled>,
  settled: readonly (Settled & { path: string })[],
  namedApart: (a: string, b: string) => boolean,
): Map<string, string> {
  const mounts = new Map<string, number>();
  for (const { parts, file } of settled) {
    const mount = mountOf(parts, file);
    if (mount !== undefined) mounts.set(mount, (mounts.get(mount) ?? 0) + 1);
  }
  const found = new Map<string, string>();
  // Paths whose mount points at a file a run names beside them: the evidence disagrees, and they stay as written.
  const contradicted = new Set<string>();
  for (const [path, { parts, candidates }] of unsettled) {
    let best: string | undefined;
    let most = 0;
    let tied = false;
    for (const file of candidates) {
      const mount = mountOf(parts, file);
      const given = mount === undefined ? 0 : (mounts.get(mount) ?? 0);
      if (given > most) {
        best = file;
        most = given;
        tied = false;
      } else if (given === most && given > 0) tied = true;
    }
    if (best === undefined || tied) continue;
    if (namedApart(path, best)) found.set(path, best);
    else contradicted.add(path);
  }
  // The paths read as each file, itself among them: a run naming one of them beside a path names that file.
  const readAs = new Map<string, string[]>();
  const readAsFile = (file: string) => readAs.get(file) ?? readAs.set(file, [file]).get(file)!;
  for (const { path, file } of settled) readAsFile(file).push(path);
  for (const [path, file] of found) readAsFile(file).push(path);
  // A path settled here strikes out no other's candidate: what each path reads as does not hang on the others' order.
  for (const [path, { candidates }] of unsettled) {
    if (found.has(path) || contradicted.has(path)) continue;
    const left = candidates.filter((file) => readAsFile(file).every((other) => namedApart(path, other)));
    if (left.length === 1) found.set(path, left[0]!);
  }
  return found;
}
