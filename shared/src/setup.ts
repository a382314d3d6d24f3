import { z } from './zod.ts';
import { authMessages, registerFields } from './auth.ts';

// The first-run setup link: the owner of a fresh install creates the first ADMIN with it.
export const SETUP_LINK_TTL_MINUTES = 60;

export const setupMessages = {
  invalid: 'This setup link is not valid. Restart the server to print a new one.',
  expired: 'This setup link has expired. Restart the server to print a new one.',
  used: 'This setup link has already been used. Log in with the account it created.',
  done: 'This shop already has an ADMIN account. Log in instead.',
  created: 'Your ADMIN account is ready. Log in to set up the shop.',
  emailTaken: 'An account with this e-mail already exists. Choose another e-mail.',
} as const;

/** What the /setup page shows before the form: a usable link, or why not. */
export const SETUP_LINK_STATES = ['valid', 'invalid', 'expired', 'used', 'done'] as const;
export type SetupLinkState = (typeof SETUP_LINK_STATES)[number];

const token = z.string().trim().min(1, setupMessages.invalid).max(200, setupMessages.invalid);

export const setupStatusInput = z.object({ token });

const adminFields = registerFields.pick({ firstName: true, lastName: true, email: true, password: true, confirmPassword: true });

export const createAdminInput = adminFields.extend({ token }).refine((v) => v.password === v.confirmPassword, {
  message: authMessages.passwordsMismatch,
  path: ['confirmPassword'],
  when: (payload) => adminFields.pick({ password: true, confirmPassword: true }).safeParse(payload.value).success,
});
export type CreateAdminInput = z.input<typeof createAdminInput>;

/** The admin overview's first-run checklist: what a new shop still lacks. */
export const FIRST_RUN_STEPS = ['plans', 'payments', 'support', 'brand', 'email', 'publicUrl'] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];
export type FirstRunChecklist = Record<FirstRunStep, boolean>;
