import { recordId } from './ids.ts';
import { z } from './zod.ts';

/** Where lines are made: by staff typing credentials ('off'), or on an XUI.one panel. */
export const PANEL_MODES = ['off', 'xui'] as const;
export type PanelMode = (typeof PANEL_MODES)[number];

export const panelMessages = {
  saved: 'Panel settings saved',
  saveFailed: 'Failed to save the panel settings',
  apiUrl: 'Enter the panel API URL, ending with its access-code path (https://panel.example:8080/AbCd1234/)',
  streamUrl: 'Enter the stream URL customers connect to (https://line.example:8080)',
  testFailed: 'The connection test could not run',
  needsUrl: 'Enter the panel API URL before turning the panel on',
  needsKey: 'Enter the panel API key before turning the panel on',
  planSaved: 'Plan panel settings saved',
  planSaveFailed: 'Failed to save the plan panel settings',
  bouquets: 'Bouquets are panel bouquet ids: whole numbers separated by commas',
  keyUnreadable: "The stored API key cannot be read with this server's CREDENTIALS_KEY: enter it again.",
  storedKeyUnreadable: 'The stored API key cannot be read: enter it again.',
  apiKey: 'Enter the API key, or leave the field empty to keep the current one',
  linePassword: 'The line password must be 12 to 32 letters and digits.',
  // Templates (fillMessage): the connection test's answer, and a problem with the panel's own words.
  answeredIn: 'The panel answered in {{ms}} ms.',
  problemDetail: '{{problem}} ({{detail}})',
} as const;

// http or https only: fetch refuses other schemes, and a file: or data: URL is never a panel.
const optionalUrl = (message: string) => z.union([z.literal(''), z.url({ protocol: /^https?$/, message }).max(300)]);

/**
 * What an admin saves. The API key is write-only: left out, the stored key stays; a text
 * replaces it; null removes it. It is never sent back (PanelSettingsView says whether one is set).
 */
export const panelSettingsInput = z.object({
  mode: z.enum(PANEL_MODES),
  apiUrl: optionalUrl(panelMessages.apiUrl),
  apiKey: z.string().trim().min(1, panelMessages.apiKey).max(200).nullable().optional(),
  streamUrl: optionalUrl(panelMessages.streamUrl),
});
export type PanelSettingsInput = z.input<typeof panelSettingsInput>;

/** The admin screen's form: an empty key field keeps the stored key, `removeKey` drops it. */
export const panelSettingsForm = panelSettingsInput.extend({
  apiKey: z.string().trim().max(200),
  removeKey: z.boolean(),
});
export type PanelSettingsForm = z.output<typeof panelSettingsForm>;

export function panelFormToInput({ apiKey, removeKey, ...rest }: PanelSettingsForm): PanelSettingsInput {
  if (removeKey) return { ...rest, apiKey: null };
  return apiKey.trim() ? { ...rest, apiKey: apiKey.trim() } : rest;
}

/** The stored settings as the admin screen shows them, and what the environment overrides. */
export type PanelSettingsView = {
  mode: PanelMode;
  apiUrl: string;
  apiKeySet: boolean;
  streamUrl: string;
  /** PANEL_API_URL, PANEL_API_KEY, PANEL_STREAM_URL: set ones win over the fields above. */
  environment: { apiUrl: string | null; apiKeySet: boolean; streamUrl: string | null };
};

/** How a call to the panel went wrong, each with the words staff read. */
export const PANEL_PROBLEMS = ['not_configured', 'dns', 'refused', 'timeout', 'dropped', 'bad_key', 'rejected', 'unexpected'] as const;
export type PanelProblem = (typeof PANEL_PROBLEMS)[number];

export const panelProblemText: Record<PanelProblem, string> = {
  not_configured: 'The panel is off, or its API URL or API key is not set.',
  dns: 'The panel host was not found (DNS): check the host name in the API URL.',
  refused: 'The panel host refused the connection: check the port in the API URL and that the panel is running.',
  timeout: 'The panel did not answer in time.',
  dropped: 'The panel closed the connection before answering.',
  bad_key: 'The panel refused the API key or the access code.',
  rejected: 'The panel refused the request.',
  unexpected: 'The panel gave an answer we do not understand: check that the API URL points at the XUI admin API.',
};

export type PanelTestResult = { ok: true; message: string } | { ok: false; problem: PanelProblem; message: string };

/** A plan as the panel sees it: the bouquets its lines get, and whether verify makes the line. */
export type PanelPlan = { id: number; name: string; devices: number; status: string; bouquets: number[]; automatic: boolean };

const bouquetId = z
  .number({ error: panelMessages.bouquets })
  .int(panelMessages.bouquets)
  .min(1, panelMessages.bouquets)
  .max(2_147_483_647, panelMessages.bouquets);

export const panelPlanInput = z.object({
  planId: recordId,
  // Each once, in the order given (the panel shows them in this order).
  bouquets: z
    .array(bouquetId)
    .max(500)
    .transform((ids) => [...new Set(ids)]),
  automatic: z.boolean(),
});
export type PanelPlanInput = z.input<typeof panelPlanInput>;

/** "1, 4,9" as the form holds it, to the ids; null when it is not such a list. */
export function parseBouquets(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.every((part) => /^\d{1,10}$/.test(part)) ? parts.map(Number) : null;
}

/** One call of the provisioning log, as staff read it. */
export type PanelLogEntry = {
  id: number;
  attempt: number;
  call: string;
  request: Record<string, unknown>;
  answer: string | null;
  /** 'ok', or the problem the call ended with. */
  outcome: string;
  durationMs: number;
  createdAt: Date;
};

export const panelLogInput = z.object({
  subscriptionId: recordId,
  /** The id of the last entry seen (the page's `next`): an id like any other. */
  cursor: recordId.nullish(),
  limit: z.number().int().min(1).max(50).default(20),
});

/** The customer's new line password: typed on a TV remote, so letters and digits only; none for a random one. */
export const linePasswordInput = z.object({
  password: z
    .string()
    .regex(/^[A-Za-z0-9]{12,32}$/, panelMessages.linePassword)
    .optional(),
});

export const provisioningMessages = {
  retried: 'Queued again: the panel job tries it within a few seconds.',
  nothingToRetry: 'Nothing failed on the panel for this subscription.',
  alreadyQueued: 'This retry is already queued.',
  passwordQueued: 'Your new line password is being set on our servers. It shows here within a minute.',
  noLine: 'Your subscription has no line on our servers to change.',
  beingSetUp: 'Your line is being set up on our servers. This usually takes a minute; we will tell you when it is ready.',
  panelOff:
    'The IPTV panel is off, or its API URL or API key is missing or unreadable, so nothing would run. Set it up in Settings > IPTV panel (Test connection), then try again.',
} as const;
