/**
 * How a benchmark ends: its exit code (0 every target met, 1 one missed, 2 the run failed), and a
 * watchdog so that every run stops by itself, undoing what it started on the way.
 */

/**
 * Gives up after `ms`: says so, runs `undo` (given `forceAfterMs` at most) and exits 2. The timer
 * does not keep the process alive.
 */
export function startWatchdog(ms: number, undo: () => Promise<void>, forceAfterMs = 20_000): void {
  const watchdog = setTimeout(() => {
    console.error('benchmark took too long; giving up');
    const force = setTimeout(() => process.exit(2), forceAfterMs);
    void undo().finally(() => {
      clearTimeout(force);
      process.exit(2);
    });
  }, ms);
  watchdog.unref();
}

/** Runs the benchmark and sets the exit code from its answer; a failure is printed and exits 2. */
export function exitWith(main: () => Promise<number>): Promise<void> {
  return main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 2;
    },
  );
}
