import { useHomeText } from '../../i18n/en/home.ts';

/** The carousel's position in words: "Showing 2–4 of 5", "Showing 3 of 3", "1 plan". */
export function carouselStatus(first: number, perPage: number, total: number): string {
  const t = useHomeText.t;
  if (total <= 1) return total === 1 ? t('carousel.onePlan') : t('carousel.noPlans');
  const start = Math.min(Math.max(first, 0), total - 1) + 1;
  const end = Math.min(start - 1 + perPage, total);
  return end > start ? t('carousel.range', { start, end, total }) : t('carousel.single', { start, total });
}
