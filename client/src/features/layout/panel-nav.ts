import { useSyncExternalStore, type ReactNode } from 'react';

// On a phone the site has one menu button, the header's: it lists the links of the area being
// shown (User, Admin or Agent Panel) above the site's links. The area's layout publishes its
// links here while it is mounted; the header reads them.

export type PanelLink = {
  label: string;
  to: string;
  icon: ReactNode;
  /** Active only on this exact path (the area's index). */
  exact?: boolean;
};

export type PanelAction = { label: string; icon: ReactNode; onClick: () => void };

export type PanelNav = { title: string; links: readonly PanelLink[]; actions: readonly PanelAction[] };

let current: PanelNav | null = null;
const listeners = new Set<() => void>();

export const panelNav = {
  get: (): PanelNav | null => current,
  set(next: PanelNav | null): void {
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePanelNav(): PanelNav | null {
  return useSyncExternalStore(panelNav.subscribe, panelNav.get, panelNav.get);
}

/** Whether `link` is the current page (an area's index only on its exact path). */
export function isActiveLink(link: PanelLink, pathname: string): boolean {
  return link.exact ? pathname.replace(/\/$/, '') === link.to : pathname.startsWith(link.to);
}
