/** Resolves once `check()` is true, polling every `interval` ms; rejects after `timeout` ms. For real media. */
export function until(check: () => boolean, timeout = 15_000, interval = 10): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const poll = () => {
      if (check()) resolve();
      else if (performance.now() - started > timeout) reject(new Error("timed out"));
      else setTimeout(poll, interval);
    };
    poll();
  });
}
