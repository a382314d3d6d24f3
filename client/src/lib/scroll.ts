/**
 * Scrolls an element of the page into view by id (home sections, URL fragments). An element not
 * there yet (the home page's lower sections load after its first screen) is waited for, briefly.
 */
export function scrollToId(id: string, waitMs = 5000): void {
  const element = document.getElementById(id);
  if (element || waitMs <= 0) {
    element?.scrollIntoView({ block: 'start' });
    return;
  }
  const observer = new MutationObserver(() => {
    const found = document.getElementById(id);
    if (!found) return;
    stop();
    found.scrollIntoView({ block: 'start' });
  });
  const timer = setTimeout(() => stop(), waitMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
}
