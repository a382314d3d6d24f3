import { z } from './zod.ts';
import { recordId } from './ids.ts';
import { paged, pageFields } from './paging.ts';

// Signed webhooks (issue 16, ADR 041): the events an endpoint may ask for, the admin form's
// schema and what the admin table and the delivery log show.

export const WEBHOOK_EVENTS = [
  'payment.submitted',
  'payment.verified',
  'payment.rejected',
  'subscription.activated',
  'subscription.renewed',
  'subscription.expired',
  'subscription.deactivated',
  'ticket.opened',
  'ticket.answered',
  'user.registered',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event "Send test" delivers; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Minutes to wait after the 1st..6th failed attempt (about 24 hours in all); the 7th failure is final. */
export const WEBHOOK_BACKOFF_MINUTES = [1, 5, 30, 120, 360, 900] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_BACKOFF_MINUTES.length + 1;
/** A receiver should refuse a signature whose timestamp is further than this from its clock. */
export const WEBHOOK_REPLAY_WINDOW_SECONDS = 300;

export const webhookMessages = {
  urlRequired: 'Enter the endpoint URL',
  urlInvalid: 'Enter a full http:// or https:// URL',
  urlCredentials: 'The URL must not contain a user name or password',
  eventsRequired: 'Choose at least one event',
  descriptionLong: 'Keep the description under 200 characters',
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  privateRefused: 'This URL points to a private, loopback or reserved address; allow private endpoints in the webhook settings to use it',
  unresolvable: 'The host name of this URL could not be resolved',
  saved: 'Endpoint saved',
  updated: 'Endpoint updated',
  deleted: 'Endpoint deleted',
  rotated: 'A new secret was made; the old one no longer signs anything',
  confirmDelete: 'Do you really want to delete this endpoint and its delivery log?',
} as const;

export const webhookUrl = z
  .string({ error: webhookMessages.urlRequired })
  .trim()
  .min(1, webhookMessages.urlRequired)
  .max(2000, webhookMessages.urlInvalid)
  .pipe(z.url({ protocol: /^https?$/, hostname: /./, message: webhookMessages.urlInvalid }))
  // user:password@ in the authority: a secret in the URL that every log line would show.
  .refine((value) => !/^https?:\/\/[^/?#]*@/i.test(value), webhookMessages.urlCredentials);

/** The admin form; the same schema checks the server's input. */
export const webhookInput = z.object({
  url: webhookUrl,
  description: z.string().trim().max(200, webhookMessages.descriptionLong).default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, webhookMessages.eventsRequired)
    .transform((events) => [...new Set(events)].sort()),
  active: z.boolean().default(true),
});
export type WebhookInput = z.input<typeof webhookInput>;
export type WebhookValues = z.output<typeof webhookInput>;
export const webhookUpdateInput = z.intersection(webhookInput, z.object({ id: recordId }));

export const webhookListInput = paged(pageFields);
export const webhookDeliveriesInput = paged(pageFields.extend({ endpointId: recordId }));
export const webhookSettingsInput = z.object({ allowPrivate: z.boolean() });

/** An endpoint as the admin table shows it; the secret is never in it. */
export type WebhookEndpointRow = {
  id: number;
  url: string;
  description: string;
  events: string[];
  active: boolean;
  createdAt: Date;
};

/** An endpoint just made, or its secret just rotated: the only time the secret is shown. */
export type WebhookWithSecret = WebhookEndpointRow & { secret: string };

/** A line of an endpoint's delivery log: the last attempt's outcome. */
export type WebhookDeliveryRow = {
  id: number;
  endpointId: number;
  event: string;
  eventId: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  statusCode: number | null;
  durationMs: number | null;
  error: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
};
