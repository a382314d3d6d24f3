import { modals } from '@mantine/modals';

// Mantine's modals manager talks to its provider through window events: a dialog opened while
// no provider is mounted is lost. The provider (with the Modal code and styles) is not on the
// first visit; the first dialog asks for it here and opens once it listens (lib/ModalsHost.tsx).

/** The provider's module (with the Modal code and styles); fetched once, however often asked. */
export const loadModalsProvider = () => import('./LazyModalsProvider.tsx');

const listeners = new Set<() => void>();
let wanted = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

function want(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

/** Mantine's `modals`, once the provider is mounted (loaded on first use). */
export async function openModals(): Promise<typeof modals> {
  want();
  await mounted;
  return modals;
}

/**
 * Loads and mounts the provider ahead of any dialog, for pages past the first load (most open
 * dialogs): one a page opens as it renders then opens with the page, as it would with the
 * provider always there.
 */
export function prepareModals(): Promise<unknown> {
  want();
  return loadModalsProvider();
}

/** What ModalsHost reads: whether a dialog was asked for, and the call that says it listens. */
export const modalsHost = {
  wanted: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  mounted: () => markMounted(),
};
