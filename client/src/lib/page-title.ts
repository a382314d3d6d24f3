import type { common } from '../i18n/en/common.ts';

// Every page names itself in the tab, history and bookmarks: "Plans · Nimbus TV". A route
// declares its title with TanStack Router's `head` (`head: () => titled('plans')`), by its key
// in the common catalogue's `pageTitles`; features/layout/DocumentTitle.tsx writes it in the
// current language and adds the shop's brand, which an admin may change.

export type PageTitle = keyof typeof common.pageTitles;
export type TitledHead = { meta: [{ title: PageTitle }] };

/** The `head` of a route whose page's title is `title` (a key of the common catalogue's pageTitles). */
export function titled(title: PageTitle): TitledHead {
  return { meta: [{ title }] };
}

/** The label of the deepest route that declared one, from the matches' `meta`. */
export function deepestTitle<T extends string>(matches: readonly { meta?: ReadonlyArray<{ title?: T } | undefined> | undefined }[]): T | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = matches[index]?.meta?.find((tag) => tag?.title)?.title;
    if (title) return title;
  }
  return undefined;
}

/** The document title: the page's label and the brand, or the brand alone (home page). */
export function documentTitle(label: string | undefined, brand: string): string {
  const name = brand.trim() || 'Nimbus TV';
  return label ? `${label} · ${name}` : name;
}
