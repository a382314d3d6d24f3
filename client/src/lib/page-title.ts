// Every page names itself in the tab, history and bookmarks: "Plans · Nimbus TV". A route
// declares its label with TanStack Router's `head` (`head: () => titled('Plans')`);
// features/layout/DocumentTitle.tsx adds the shop's brand, which an admin may change.

export type TitledHead = { meta: [{ title: string }] };

/** The `head` of a route whose page is called `label`. */
export function titled(label: string): TitledHead {
  return { meta: [{ title: label }] };
}

/** The label of the deepest route that declared one, from the matches' `meta`. */
export function deepestTitle(matches: readonly { meta?: ReadonlyArray<{ title?: string } | undefined> | undefined }[]): string | undefined {
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
