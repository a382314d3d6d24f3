import { loginInput, registerInput, type SessionUser } from '@nimbus/shared/auth';
import { LANGUAGES } from '@nimbus/shared/i18n';
import { limitMessages } from '@nimbus/shared/service';
import { z } from '@nimbus/shared/zod';
import { forgotPasswordInput, updatePasswordInput, verifyResetCodeInput } from '@nimbus/shared/password-reset';
import { clearSessionCookies, deliverSession } from '../auth/session-cookies.ts';
import * as account from '../services/account.ts';
import * as auth from '../services/auth.ts';
import * as reset from '../services/password-reset.ts';
import * as sessions from '../services/sessions.ts';
import type { Context } from '../trpc/context.ts';
import { publicProcedure, rateLimited, router, sessionProcedure } from '../trpc/init.ts';
import { twoFactorRouter } from './two-factor.ts';

/** The session as the caller keeps it (cookies for the app, a bearer token for REST) and the user. */
async function handOver(ctx: Context, signedIn: auth.SignedIn) {
  return { ...(await deliverSession(ctx, signedIn.subject)), user: signedIn.user };
}

export const authRouter = router({
  register: publicProcedure
    .use(
      rateLimited('register', {
        max: (env) => env.RATE_LIMIT_REGISTER_MAX,
        windowMs: 60 * 60_000,
        message: limitMessages.tooManyRegistrations,
      }),
    )
    .input(registerInput)
    .mutation(async ({ ctx, input }) => handOver(ctx, await auth.register(ctx, input))),
  login: publicProcedure
    .use(rateLimited('login'))
    .input(loginInput)
    .mutation(async ({ ctx, input }) => handOver(ctx, await auth.login(ctx, input))),
  // A session procedure: an admin held at the enrolment screen still knows who they are. The
  // answer is the identity the procedure was authorised with (cached, ADR 020): no second read.
  me: sessionProcedure.query(({ ctx }): SessionUser => ({
    id: ctx.user.id,
    name: ctx.user.name,
    email: ctx.user.email,
    role: ctx.user.role,
    language: ctx.user.language,
  })),
  /** The language the account reads the shop in (screens, e-mails, notifications, Telegram). */
  setLanguage: sessionProcedure
    .input(z.object({ language: z.enum(LANGUAGES) }))
    .mutation(({ ctx, input }) => account.setLanguage(ctx, ctx.user, input.language)),
  /** Ends this session on the server: its access and refresh tokens stop working at once. */
  logout: sessionProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionId !== null) await sessions.revokeSession(ctx, ctx.sessionId);
    if (ctx.reply) clearSessionCookies(ctx.reply);
    return { loggedOut: true as const };
  }),
  /** Ends every session and token of the account, this one included. */
  logoutEverywhere: sessionProcedure.mutation(async ({ ctx }) => {
    await sessions.revokeAllSessions(ctx, ctx.user.id);
    if (ctx.reply) clearSessionCookies(ctx.reply);
    return { loggedOut: true as const };
  }),
  forgotPassword: publicProcedure
    .use(rateLimited('reset'))
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => reset.forgotPassword(ctx, input)),
  verifyResetCode: publicProcedure
    .use(rateLimited('reset'))
    .input(verifyResetCodeInput)
    .mutation(({ ctx, input }) => reset.verifyResetCode(ctx, input)),
  updatePassword: publicProcedure
    .use(rateLimited('reset'))
    .input(updatePasswordInput)
    .mutation(({ ctx, input }) => reset.updatePassword(ctx, input)),
  twoFactor: twoFactorRouter,
});
