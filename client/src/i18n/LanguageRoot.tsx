import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { Fragment, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useSession } from '../lib/session-store.ts';
import { useCommonText } from './en/common.ts';
import { applyLanguage, currentLanguage, onLanguageChange } from './i18n.ts';

/** The language the app shows now; components re-render when it changes. */
export function useCurrentLanguage() {
  return useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
}

/**
 * The app in the current language: a switch draws every screen again (texts that are not read
 * through a hook, dates and amounts included); the queries' cache keeps their answers. A signed-in
 * account's own language wins over the device's (another device may have changed it).
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useCurrentLanguage();
  const accountLanguage = useSession()?.user.language;
  useEffect(() => {
    if (accountLanguage && accountLanguage !== currentLanguage()) void applyLanguage(accountLanguage);
  }, [accountLanguage]);
  const { t } = useCommonText();
  // Mantine's close icons have no name of their own (axe: button-name, critical): every dialog's
  // (the alert and confirm dialogs of @mantine/modals included) and every notification's.
  const names = useMemo<MantineThemeOverride>(
    () => ({
      components: {
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('closeIcons.dialog') } } },
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('closeIcons.notification') } } },
      },
    }),
    [t],
  );
  return (
    <MantineThemeProvider theme={names}>
      <Fragment key={language}>{children}</Fragment>
    </MantineThemeProvider>
  );
}
