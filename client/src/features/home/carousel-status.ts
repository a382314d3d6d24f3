/** The carousel's position in words: "Showing 2–4 of 5", "Showing 3 of 3", "1 plan". */
export function carouselStatus(first: number, perPage: number, total: number): string {
  if (total <= 1) return total === 1 ? '1 plan' : 'No plans';
  const start = Math.min(Math.max(first, 0), total - 1) + 1;
  const end = Math.min(start - 1 + perPage, total);
  return end > start ? `Showing ${start}–${end} of ${total}` : `Showing ${start} of ${total}`;
}
