/**
 * Runs `work` once the page is idle (after its first screen and the tasks queued behind it), or
 * after `timeout` ms at the latest; Safari has no requestIdleCallback and gets a plain timer.
 * Returns the cancel.
 */
export function whenIdle(work: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, Math.min(timeout, 200));
  return () => clearTimeout(id);
}
