/**
 * Progress of a long test: a bar redrawn in place on a terminal, a line every 10% (or at most
 * every 15 s) in CI logs, where redraws would flood the log.
 */
export function progressReporter(options: {
  label: string;
  write: (text: string) => void;
  tty: boolean;
  now?: () => number;
}): { update: (done: number, total: number) => void; finish: () => void } {
  const now = options.now ?? Date.now;
  const started = now();
  let lastStep = -1;
  let lastLine = started;
  let drawn = false;
  return {
    update(done, total) {
      const elapsed = ((now() - started) / 1000).toFixed(1);
      if (options.tty) {
        const width = 24;
        const filled = Math.round((done / Math.max(1, total)) * width);
        options.write(
          `\r${options.label} ▕${"█".repeat(filled)}${"░".repeat(width - filled)}▏ ${done}/${total} · ${elapsed} s`,
        );
        drawn = true;
        return;
      }
      const step = Math.floor((done / Math.max(1, total)) * 10);
      if (step > lastStep || now() - lastLine >= 15_000 || done === total) {
        if (step === lastStep && done !== total && now() - lastLine < 15_000) return;
        lastStep = step;
        lastLine = now();
        options.write(
          `${options.label}: ${done}/${total} requests (${Math.round((done / Math.max(1, total)) * 100)}%) · ${elapsed} s\n`,
        );
      }
    },
    finish() {
      if (drawn) options.write("\n");
    },
  };
}
