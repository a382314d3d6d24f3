import type { PublicSettings } from '@nimbus/shared/settings';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fallbackSettings } from './site.ts';
import { useTRPC } from './trpc.ts';

export type SiteSettings = PublicSettings & {
  /** The messaging app's name, read from the link's host ('Telegram' for t.me); '' without a link. */
  messagingAppName: string;
  /** False while the fallback values stand in for the server's. */
  loaded: boolean;
};

// Hosts of the messaging apps a support channel is usually on; anything else is just "Chat".
const MESSAGING_APPS: [RegExp, string][] = [
  [/(^|\.)(t\.me|telegram\.me|telegram\.org)$/, 'Telegram'],
  [/(^|\.)(wa\.me|whatsapp\.com)$/, 'WhatsApp'],
  [/(^|\.)(signal\.me|signal\.group)$/, 'Signal'],
  [/(^|\.)(m\.me|messenger\.com)$/, 'Messenger'],
  [/(^|\.)(discord\.gg|discord\.com)$/, 'Discord'],
  [/(^|\.)viber\.com$/, 'Viber'],
];

export function messagingAppName(link: string): string {
  if (!link) return '';
  let host: string;
  try {
    host = new URL(link).hostname.toLowerCase();
  } catch {
    return 'Chat';
  }
  return MESSAGING_APPS.find(([pattern]) => pattern.test(host))?.[1] ?? 'Chat';
}

/** The link as people read it: no scheme, no trailing slash. */
export function displayLink(link: string): string {
  return link.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/**
 * Brand, support contacts and payment destinations from `settings.public`. They change rarely
 * (an admin edits them), so one fetch an hour is plenty; until it answers, and if it fails, the
 * fallback values of lib/site.ts show.
 */
export function useSiteSettings(): SiteSettings {
  const trpc = useTRPC();
  const query = useQuery(trpc.settings.public.queryOptions(undefined, { staleTime: 60 * 60_000, gcTime: Infinity }));
  const data = query.data;
  return useMemo(() => {
    const settings = data ?? fallbackSettings;
    return { ...settings, messagingAppName: messagingAppName(settings.messagingLink), loaded: data !== undefined };
  }, [data]);
}
