import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { writeFileAtomic } from "../io/json-file.js";

/**
 * Answers stored on disk so a re-run of a failed job costs no tokens. The key holds everything
 * that makes an answer: model, temperature, seed, the exact messages and schema, and the
 * sample's identity (the run number for analysis, the iteration for the judge). Two different
 * runs never share an answer: sharing would fake determinism.
 */
export class ResponseCache {
  hits = 0;
  writes = 0;
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  static key(parts: Record<string, unknown>): string {
    return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
  }

  private file(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  get<T>(key: string): T | undefined {
    const file = this.file(key);
    if (!existsSync(file)) return undefined;
    try {
      const value = JSON.parse(readFileSync(file, "utf8")) as T;
      this.hits++;
      return value;
    } catch {
      // A torn or foreign file is a miss, never a crash.
      return undefined;
    }
  }

  set(key: string, value: unknown): void {
    const file = this.file(key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileAtomic(file, JSON.stringify(value));
    this.writes++;
  }
}
