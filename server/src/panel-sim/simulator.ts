import { z } from 'zod';
import { redactUrl } from '../services/panel/xui-client.ts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

// A stand-in for an XUI.one panel (issue 14, ADR 030): the admin API under an access-code path
// and the customer side (get.php, player_api.php), with lines in memory. Tests and the demo use
// it; a control API under /_sim/ tells it to fail the next calls.

export type SimLine = {
  id: number;
  username: string;
  password: string;
  /** Unix seconds; null never expires. */
  expDate: number | null;
  maxConnections: number;
  enabled: boolean;
  isTrial: boolean;
  bouquets: number[];
  notes: string;
};

/**
 * What the next matching call does instead of answering normally:
 * - error: answers STATUS_FAILURE with `message`, without acting;
 * - hang: never answers, without acting (the caller times out);
 * - delay: acts, then answers after `ms`;
 * - drop: acts, then closes the connection without an answer;
 * - garbage: acts, then answers an HTML page.
 */
export type SimFault = { kind: 'error'; message: string } | { kind: 'hang' } | { kind: 'delay'; ms: number } | { kind: 'drop' } | { kind: 'garbage' };

const faultRequest = z.intersection(
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('error'), message: z.string().min(1).default('Simulated failure') }),
    z.object({ kind: z.literal('hang') }),
    z.object({ kind: z.literal('delay'), ms: z.number().int().min(0).max(600_000) }),
    z.object({ kind: z.literal('drop') }),
    z.object({ kind: z.literal('garbage') }),
  ]),
  z.object({ action: z.string().optional(), times: z.number().int().min(1).optional() }),
);

type QueuedFault = { fault: SimFault; action: string | null; times: number };

export type PanelSimOptions = { apiKey: string; accessCode: string; now?: () => Date; logger?: boolean };

export type PanelSim = {
  readonly app: FastifyInstance;
  readonly lines: ReadonlyMap<number, SimLine>;
  /** Every admin call received, in order (action name), failed ones included. */
  readonly calls: readonly string[];
  /** Every customer-side call (get.php, player_api.php) received, in order, with the user name asked about. */
  readonly customerCalls: readonly { path: 'get.php' | 'player_api.php'; username: string }[];
  /**
   * The next `times` calls (of `action`, or any admin call) fail this way. The customer side
   * fails only when named: action `player_api` or `get`.
   */
  failNext(fault: SimFault, options?: { action?: string; times?: number }): void;
  reset(): void;
};

type Form = URLSearchParams;
const ok = (data: unknown) => ({ status: 'STATUS_SUCCESS', data });
const failure = (error: string) => ({ status: 'STATUS_FAILURE', error });

// Numbers as strings, as XUI.one answers get_line and get_lines.
function wire(line: SimLine) {
  return {
    id: String(line.id),
    username: line.username,
    password: line.password,
    exp_date: line.expDate === null ? null : String(line.expDate),
    max_connections: String(line.maxConnections),
    enabled: line.enabled ? '1' : '0',
    is_trial: line.isTrial ? '1' : '0',
    bouquet: JSON.stringify(line.bouquets),
    notes: line.notes,
  };
}

const integer = (value: string | null) => (value !== null && /^-?\d+$/.test(value.trim()) ? Number(value) : null);

export function createPanelSim(options: PanelSimOptions): PanelSim {
  const now = options.now ?? (() => new Date());
  const lines = new Map<number, SimLine>();
  const calls: string[] = [];
  const customerCalls: { path: 'get.php' | 'player_api.php'; username: string }[] = [];
  let faults: QueuedFault[] = [];
  let nextId = 1;

  const app = Fastify({
    // Its own log shows the key redacted, like ours: a demo's terminal is often shared.
    logger: options.logger ? { serializers: { req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url) }) } } : false,
    routerOptions: { ignoreTrailingSlash: true },
    // Closing ends every connection, the ones told to hang included.
    forceCloseConnections: true,
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, new URLSearchParams(body as string)));

  function takeFault(action: string, { named = false } = {}): SimFault | null {
    const queued = faults.find((entry) => (entry.action === null && !named) || entry.action === action);
    if (!queued) return null;
    queued.times -= 1;
    if (queued.times <= 0) faults = faults.filter((entry) => entry !== queued);
    return queued.fault;
  }

  function lineFields(form: Form, line: SimLine): string | null {
    const maxConnections = form.get('max_connections');
    const expDate = form.get('exp_date');
    if (maxConnections !== null) {
      const value = integer(maxConnections);
      if (value === null || value < 1) return 'Invalid max_connections';
      line.maxConnections = value;
    }
    if (expDate !== null) {
      const value = integer(expDate);
      if (value === null) return 'Invalid exp_date';
      line.expDate = value === 0 ? null : value;
    }
    if (form.get('password') !== null) line.password = form.get('password')!;
    if (form.get('is_trial') !== null) line.isTrial = form.get('is_trial') === '1';
    if (form.get('notes') !== null) line.notes = form.get('notes')!;
    if (form.has('bouquets_selected[]')) line.bouquets = form.getAll('bouquets_selected[]').map(Number);
    return null;
  }

  function byId(form: Form): SimLine | string {
    const line = lines.get(integer(form.get('id')) ?? -1);
    return line ?? 'Line not found';
  }

  /** The action's effect and answer body. */
  function act(action: string, form: Form): object {
    switch (action) {
      case 'create_line': {
        const username = form.get('username')?.trim() ?? '';
        const password = form.get('password') ?? '';
        if (!username || !password) return failure('Missing required parameters');
        if ([...lines.values()].some((line) => line.username === username)) return failure('Username already exists');
        const line: SimLine = { id: nextId, username, password, expDate: null, maxConnections: 1, enabled: true, isTrial: false, bouquets: [], notes: '' };
        const problem = lineFields(form, line);
        if (problem) return failure(problem);
        nextId += 1;
        lines.set(line.id, line);
        return ok({ line_id: line.id });
      }
      case 'edit_line': {
        const line = byId(form);
        if (typeof line === 'string') return failure(line);
        const draft = { ...line };
        const problem = lineFields(form, draft);
        if (problem) return failure(problem);
        Object.assign(line, draft);
        return ok({ line_id: line.id });
      }
      case 'enable_line':
      case 'disable_line': {
        const line = byId(form);
        if (typeof line === 'string') return failure(line);
        line.enabled = action === 'enable_line';
        return ok({ line_id: line.id });
      }
      case 'delete_line': {
        const line = byId(form);
        if (typeof line === 'string') return failure(line);
        lines.delete(line.id);
        return ok({ line_id: line.id });
      }
      case 'get_line': {
        const line = byId(form);
        return typeof line === 'string' ? failure(line) : ok(wire(line));
      }
      case 'get_lines': {
        const search = form.get('search') ?? '';
        const start = Math.max(0, integer(form.get('start')) ?? 0);
        const limit = Math.max(1, integer(form.get('limit')) ?? 50);
        const found = [...lines.values()].filter((line) => line.username.includes(search));
        return ok(found.slice(start, start + limit).map(wire));
      }
      default:
        return failure('Invalid action');
    }
  }

  async function adminApi(request: FastifyRequest<{ Params: { code: string }; Querystring: Record<string, string> }>, reply: FastifyReply) {
    const action = request.query.action ?? '';
    calls.push(action);
    if (request.params.code !== options.accessCode) return reply.code(200).send(failure('Access denied'));
    if (request.query.api_key !== options.apiKey) return reply.code(200).send(failure('Invalid API key'));
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const fault = takeFault(action);
    if (fault?.kind === 'error') return reply.send(failure(fault.message));
    if (fault?.kind === 'hang') {
      reply.hijack();
      return;
    }
    const answer = act(action, form);
    if (fault?.kind === 'drop') {
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (fault?.kind === 'garbage') return reply.type('text/html').send('<html><body>502 Bad Gateway</body></html>');
    if (fault?.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    return reply.send(answer);
  }

  app.post('/:code', adminApi);
  app.get('/:code', adminApi);

  // The customer side, at the stream URL's root.
  function customer(query: Record<string, string | undefined>): SimLine | null {
    const line = [...lines.values()].find((candidate) => candidate.username === query.username);
    return line && line.password === query.password ? line : null;
  }

  /** A queued fault for a customer-side call: true when it has answered (or will never). */
  async function customerFault(action: 'player_api' | 'get', request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const fault = takeFault(action, { named: true });
    if (!fault) return false;
    switch (fault.kind) {
      case 'error':
        await reply.code(500).type('text/plain').send(fault.message);
        return true;
      case 'hang':
        reply.hijack();
        return true;
      case 'drop':
        reply.hijack();
        request.raw.socket.destroy();
        return true;
      case 'garbage':
        await reply.type('text/html').send('<html><body>502 Bad Gateway</body></html>');
        return true;
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, fault.ms));
        return false;
    }
  }

  app.get<{ Querystring: Record<string, string> }>('/player_api.php', async (request, reply) => {
    customerCalls.push({ path: 'player_api.php', username: request.query.username ?? '' });
    if (await customerFault('player_api', request, reply)) return reply;
    const line = customer(request.query);
    if (!line) return { user_info: { auth: 0 } };
    const expired = line.expDate !== null && line.expDate * 1000 <= now().getTime();
    return {
      user_info: {
        username: line.username,
        password: line.password,
        auth: 1,
        status: !line.enabled ? 'Disabled' : expired ? 'Expired' : 'Active',
        exp_date: line.expDate === null ? null : String(line.expDate),
        is_trial: line.isTrial ? '1' : '0',
        active_cons: '0',
        max_connections: String(line.maxConnections),
        allowed_output_formats: ['m3u8', 'ts'],
      },
      server_info: { url: request.hostname, timestamp_now: Math.floor(now().getTime() / 1000) },
    };
  });

  app.get<{ Querystring: Record<string, string> }>('/get.php', async (request, reply) => {
    customerCalls.push({ path: 'get.php', username: request.query.username ?? '' });
    if (await customerFault('get', request, reply)) return reply;
    const line = customer(request.query);
    const expired = line?.expDate != null && line.expDate * 1000 <= now().getTime();
    if (!line || !line.enabled || expired) return reply.code(403).type('text/plain').send('');
    const base = `${request.protocol}://${request.host}/live/${encodeURIComponent(line.username)}/${encodeURIComponent(line.password)}`;
    const channels = ['News', 'Sports', 'Movies'].map(
      (name, index) => `#EXTINF:-1 tvg-id="sim.${index + 1}" group-title="Simulator",${name}\n${base}/${index + 1}.ts`,
    );
    return reply.type('audio/x-mpegurl').send(`#EXTM3U\n${channels.join('\n')}\n`);
  });

  // Control API for tests and demos: no key, so never expose the simulator beyond a test rig.
  app.post('/_sim/faults', async (request, reply) => {
    const parsed = faultRequest.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: parsed.error.issues[0]?.message ?? 'bad fault' });
    const { action, times, ...fault } = parsed.data;
    sim.failNext(fault, { ...(action ? { action } : {}), ...(times ? { times } : {}) });
    return { queued: faults.length };
  });
  app.get('/_sim/lines', async () => [...lines.values()]);
  app.get('/_sim/calls', async () => calls);
  // A panel admin's own changes behind the shop's back (the reconciliation's drift).
  const lineEdit = z.object({
    expDate: z.number().int().nullable().optional(),
    maxConnections: z.number().int().min(1).optional(),
    enabled: z.boolean().optional(),
  });
  app.patch<{ Params: { id: string } }>('/_sim/lines/:id', async (request, reply) => {
    const line = lines.get(Number(request.params.id));
    const parsed = lineEdit.safeParse(request.body);
    if (!line) return reply.code(404).send({ error: 'Line not found' });
    if (!parsed.success) return reply.code(400).send({ error: parsed.error.issues[0]?.message ?? 'bad edit' });
    Object.assign(line, Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined)));
    return line;
  });
  app.delete<{ Params: { id: string } }>('/_sim/lines/:id', async (request, reply) => {
    if (!lines.delete(Number(request.params.id))) return reply.code(404).send({ error: 'Line not found' });
    return { deleted: true };
  });
  app.post('/_sim/reset', async () => {
    sim.reset();
    return { reset: true };
  });

  const sim: PanelSim = {
    app,
    lines,
    calls,
    customerCalls,
    failNext(fault, { action, times = 1 } = {}) {
      faults.push({ fault, action: action ?? null, times });
    },
    reset() {
      lines.clear();
      calls.length = 0;
      customerCalls.length = 0;
      faults = [];
      nextId = 1;
    },
  };
  return sim;
}
