import { IconWorld } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@nimbus/shared/i18n';
import { useCommonText } from '../../i18n/en/common.ts';
import { applyLanguage } from '../../i18n/i18n.ts';
import { useCurrentLanguage } from '../../i18n/LanguageRoot.tsx';
import { showAlert } from '../../lib/alerts.tsx';
import { session as sessionStore, useSession } from '../../lib/session-store.ts';
import { useTRPC } from '../../lib/trpc.ts';
import classes from './LanguageSwitch.module.css';

/**
 * The header's language switch: a native select (no dropdown library on the first load). The
 * choice applies at once and stays on this device; a signed-in account keeps it too, so its
 * e-mails, notifications and other devices follow (ADR 046).
 */
export function LanguageSwitch({ className }: { className?: string | undefined }) {
  const { t } = useCommonText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const signedIn = useSession();
  const language = useCurrentLanguage();
  const save = useMutation(
    trpc.auth.setLanguage.mutationOptions({
      onSuccess: ({ language: saved }) => {
        const current = sessionStore.get();
        if (current) sessionStore.set({ user: { ...current.user, language: saved } });
        queryClient.setQueryData(trpc.auth.me.queryKey(), (me) => (me ? { ...me, language: saved } : me));
      },
      onError: () => void showAlert({ title: 'Error!', message: useCommonText.t('language.changeFailed') }),
    }),
  );

  const choose = async (next: Language) => {
    await applyLanguage(next);
    if (signedIn) save.mutate({ language: next });
  };

  return (
    <label className={`${classes.switch} ${className ?? ''}`}>
      <IconWorld size={18} aria-hidden />
      <span className={classes.label}>{t('language.label')}</span>
      <select
        className={classes.select}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
