import { verifyResetCodeInput } from '@nimbus/shared/password-reset';
import { useRouterState } from '@tanstack/react-router';

// The reset flow carries the e-mail and the verified code in router (history) state, never in
// the URL: a code in a URL ends up in the server's request log, the browser history and
// Referer headers. History state survives a reload of the same tab; a new tab (or the e-mail's
// link) starts without it, and the screens cope: /resetCode works without the e-mail, and
// /updatePassword sends the visitor back to /resetCode for a code.
declare module '@tanstack/react-router' {
  interface HistoryState {
    resetEmail?: string;
    resetCode?: string;
  }
}

export type ResetState = { email?: string; code?: string };

/** What the previous step handed over, checked: history state is whatever the tab stored. */
export function useResetState(): ResetState {
  const state = useRouterState({ select: (router) => router.location.state });
  const email = typeof state.resetEmail === 'string' && state.resetEmail.includes('@') ? state.resetEmail : undefined;
  const code = verifyResetCodeInput.shape.code.safeParse(state.resetCode);
  return { email, code: code.success ? code.data : undefined };
}
