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
export declare function sharedTail(parts: readonly string[], file: string): number;
/**
 * Each unsettled path's file, where the mounts the settled ones show or the runs' naming leave
 * one (see the module's comment). `namedApart(a, b)`: no run names both paths.
 */
export declare function settleByMounts(unsettled: ReadonlyMap<string, Unsettled>, settled: readonly (Settled & {
    path: string;
})[], namedApart: (a: string, b: string) => boolean): Map<string, string>;
