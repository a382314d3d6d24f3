import { z } from './zod.ts';
import { SUBSCRIPTION_STATUSES, type LineDisabledReason, type ProvisioningState, type SubscriptionStatus } from './enums.ts';
import { recordId } from './ids.ts';
import { paged, pageFields } from './paging.ts';

// The specification's copy (sections 5 and 8).
export const subscriptionMessages = {
  userNameRequired: 'user name is required',
  passwordRequired: 'password is required',
  // The specification's refusal of a renewal while Pending, in correct English.
  renewRefused: 'Your subscription is already pending activation: we are verifying your payment.',
  renewalWaiting: 'Your renewal payment is waiting for verification. Your end date moves once we confirm it.',
  // Templates (fillMessage): { opensOn, endsOn }.
  renewTooEarly: 'Your subscription is active until {{endsOn}}. You can renew it from {{opensOn}}, 14 days before it ends.',
  notAnUpgrade:
    'This plan is not an upgrade of your current one, so it takes effect at your renewal. You can choose it from {{opensOn}}, 14 days before your current plan ends on {{endsOn}}.',
  nothingToRenew: 'You have no subscription to renew yet. Choose a plan first.',
  planRetired: 'This plan is no longer available. Choose another plan.',
  deleted: 'Subscription deleted successfully!',
  deleteFailed: 'Failed to delete the subscription.',
  alreadyActive: 'This subscription is already Active.',
  notActive: 'Only an Active subscription can be deactivated.',
  statusChangeInvalid: 'Status must be Active (with credentials) or Expired',
  notFound: 'Subscription not found',
  confirmDeactivate: 'Are you sure you want to deactivate this subscription?',
} as const;

/** The credentials form (specification section 5): the streaming user name and password. */
export const credentialsInput = z.object({
  userName: z.string({ error: subscriptionMessages.userNameRequired }).trim().min(1, subscriptionMessages.userNameRequired).max(100),
  password: z
    .string({ error: subscriptionMessages.passwordRequired })
    .refine((value) => value.trim() !== '', subscriptionMessages.passwordRequired)
    .pipe(z.string().max(128)),
});
export type CredentialsInput = z.input<typeof credentialsInput>;

export const activateInput = credentialsInput.extend({ id: recordId });
export type ActivateInput = z.input<typeof activateInput>;

/** "Expiring soon": Active and ending within this many days (the first renewal reminder's distance). */
export const EXPIRING_SOON_DAYS = 7;

export const subscriptionListInput = paged(
  pageFields.extend({
    status: z.enum(SUBSCRIPTION_STATUSES).optional(),
    /** Only Active subscriptions ending within `EXPIRING_SOON_DAYS` from now. */
    expiring: z.boolean().optional(),
    /** Only those whose line the panel job gave up on (staff retry them). */
    provisioningFailed: z.boolean().optional(),
  }),
);
export type SubscriptionListInput = z.input<typeof subscriptionListInput>;
export const userSubscriptionInput = z.object({ userId: recordId });

/** Legacy `PUT /subscriptions/{id}` body: Active with credentials, or Expired (credentials empty). */
export const legacySubscriptionUpdate = z.object({
  status: z.enum(['Active', 'Expired'], { error: subscriptionMessages.statusChangeInvalid }),
  // Deactivation sends them empty (or null): only activation reads them.
  userName: z.string().nullish(),
  password: z.string().nullish(),
});

export type SubscriptionPlan = { id: number; name: string; price: string };

/** The customer's subscription; `userName`/`password` are the streaming credentials. */
export type MySubscription = {
  id: number;
  plan: SubscriptionPlan;
  name: string;
  devices: number;
  startDate: Date | null;
  endDate: Date | null;
  status: SubscriptionStatus;
  userName: string | null;
  password: string | null;
  /**
   * The panel is making the line (ADR 032). The customer reads 'Provisioning' while the job
   * retries and after it gave up: "being set up", never the panel's error.
   */
  provisioning: ProvisioningState | null;
  /** A free trial's term (ADR 039): its length in hours; null for a paid one. */
  trialHours: number | null;
};

/** A subscription as staff see it: whose it is, and the panel's side, besides the customer's view. */
export type StaffSubscription = MySubscription & {
  userId: number;
  fullName: string;
  email: string;
  createdAt: Date;
  /** The panel's words when its job gave up (or a renewal or disable failed). */
  provisioningError: string | null;
  panelLineId: number | null;
  lineDisabledReason: LineDisabledReason | null;
};

/** The plan a renewal pays for. */
export type RenewPlan = { id: number; name: string; devices: number; price: string };

/** Legacy Subscription (specification section 3): the plan's price is a JSON number. */
export type LegacySubscription = Omit<MySubscription, 'plan' | 'startDate' | 'endDate' | 'provisioning' | 'trialHours'> & {
  plan: { id: number; name: string; price: number };
  startDate: string | null;
  endDate: string | null;
};
