/** Scrolls an element of the page into view by id (home sections, URL fragments). */
export function scrollToId(id: string): void {
  document.getElementById(id)?.scrollIntoView({ block: 'start' });
}
