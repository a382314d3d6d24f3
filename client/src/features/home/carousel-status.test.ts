import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { carouselStatus } from './carousel-status.ts';

describe('carousel status', () => {
  it('shows the range of a desktop page of three', () => {
    expect(carouselStatus(0, 3, 3)).toBe('Showing 1–3 of 3');
    expect(carouselStatus(2, 3, 5)).toBe('Showing 3–5 of 5');
  });

  it('never counts past the last plan', () => {
    expect(carouselStatus(4, 3, 5)).toBe('Showing 5 of 5');
    expect(carouselStatus(9, 1, 3)).toBe('Showing 3 of 3');
  });

  it('shows one plan at a time on mobile', () => {
    expect(carouselStatus(1, 1, 3)).toBe('Showing 2 of 3');
  });

  it('names a single plan plainly', () => {
    expect(carouselStatus(0, 3, 1)).toBe('1 plan');
  });

  it("speaks the visitor's language", async () => {
    await i18n.changeLanguage('es');
    try {
      expect(carouselStatus(1, 3, 5)).toBe('Mostrando 2–4 de 5');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
