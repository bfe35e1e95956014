/** The product version, reported by `--version` and in SARIF. Kept equal to package.json by a test. */
export const VERSION = "0.1.0";
