import { paged, pageFields } from './paging.ts';
import { z } from './zod.ts';
import { authMessages, newPassword, registerFields } from './auth.ts';
import { PASSWORD_MAX } from './constants.ts';
import { USER_LIST_KINDS, USER_STATUSES, type Role, type UserStatus } from './enums.ts';
import { recordId } from './ids.ts';

export const userMessages = {
  notFound: 'User not found',
  statusRequired: 'Status is required',
  cannotSuspendSelf: 'You cannot suspend your own account',
  cannotDeleteSelf: 'You cannot delete your own account',
  deleted: 'User deleted successfully.',
  deleteFailed: 'Failed to delete the user.',
  confirmSuspend: 'Are you sure you want to suspend this user?',
  confirmActivate: 'Are you sure you want to activate this user?',
  confirmDelete: 'Are you sure you want to delete this user?',
  profileUpdated: 'Profile updated successfully',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordChanged: 'Password updated successfully',
} as const;

/** Activate or suspend a user (admin). */
export const userStatusInput = z.object({
  id: recordId,
  status: z.enum(USER_STATUSES, { error: userMessages.statusRequired }),
});
export type UserStatusInput = z.input<typeof userStatusInput>;

/**
 * The profile form: the registration form's own fields and messages, without e-mail and
 * password (those have their own flows). Every field is sent; an omitted optional one is cleared.
 */
export const profileInput = registerFields.pick({
  firstName: true,
  lastName: true,
  countryCode: true,
  phoneNumber: true,
  company: true,
  streetAddress: true,
  streetAddress2: true,
  city: true,
  state: true,
  postcode: true,
  country: true,
  deviceType: true,
});
export type ProfileInput = z.input<typeof profileInput>;
export type ProfileValues = z.output<typeof profileInput>;

export const changePasswordInput = z
  .object({
    currentPassword: z.string().min(1, userMessages.currentPasswordRequired).max(PASSWORD_MAX, userMessages.currentPasswordIncorrect),
    newPassword,
    confirmPassword: z.string().min(1, authMessages.passwordsMismatch),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: authMessages.passwordsMismatch, path: ['confirmPassword'] });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** A row of the admin users table; also the legacy User (specification section 3). */
export type UserRow = {
  id: number;
  name: string;
  email: string;
  country: string;
  registerDate: Date;
  avatar: string | null;
  status: UserStatus;
  /** The plan name of the user's current subscription, if any. */
  plan: string | null;
  role: Role;
};

/** The signed-in user's own profile, or a user as staff see them. */
export type Profile = UserRow & {
  firstName: string;
  lastName: string;
  countryCode: string;
  phoneNumber: string;
  company: string;
  streetAddress: string;
  streetAddress2: string;
  city: string;
  state: string;
  postcode: string;
  deviceType: string;
};

/** The legacy API's User: the same fields, the date as ISO text. */
export type LegacyUser = Omit<UserRow, 'registerDate'> & { registerDate: string };

/** The staff users table shows customers; staff accounts have their own filter. */
export const userListInput = paged(pageFields.extend({ kind: z.enum(USER_LIST_KINDS).default('customers') }));
export type UserListInput = z.input<typeof userListInput>;
