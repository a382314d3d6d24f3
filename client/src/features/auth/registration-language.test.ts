import { describe, expect, it, vi } from 'vitest';
import { keepVisitorLanguage } from './registration-language.ts';

const created = { id: 7, name: 'Ana', language: 'en' as const };

describe('the language of a new account', () => {
  it('is saved as the visitor’s when they registered in Spanish', async () => {
    const save = vi.fn(async ({ language }: { language: 'en' | 'es' }) => ({ language }));
    await expect(keepVisitorLanguage(created, 'es', save)).resolves.toEqual({ ...created, language: 'es' });
    expect(save).toHaveBeenCalledWith({ language: 'es' });
  });

  it('is left alone when the visitor registered in English', async () => {
    const save = vi.fn(async ({ language }: { language: 'en' | 'es' }) => ({ language }));
    await expect(keepVisitorLanguage(created, 'en', save)).resolves.toBe(created);
    expect(save).not.toHaveBeenCalled();
  });

  it('stays as created when saving the language fails', async () => {
    const save = vi.fn(() => Promise.reject(new Error('offline')));
    await expect(keepVisitorLanguage(created, 'es', save)).resolves.toBe(created);
  });
});
