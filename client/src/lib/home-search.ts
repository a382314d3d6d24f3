import { readKeys, text } from './search-values.ts';

const SECTION = /^[a-z][a-z0-9-]{0,40}$/;

/** `/home?section=plans` scrolls to the element with that id (specification, Home). */
export function homeSearch(search: Record<string, unknown>): { section?: string | undefined } {
  return readKeys<{ section: string | undefined }>(search, {
    section: (value) => {
      const section = text(value);
      return section !== undefined && SECTION.test(section) ? section : undefined;
    },
  });
}
