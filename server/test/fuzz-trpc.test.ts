import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import superjson from 'superjson';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../src/trpc/router.ts';
import { FUZZ_ENV, fuzzFixture, fuzzSeed, numRuns, ROLES } from './fuzz/fixture.ts';
import { inputFor, nastyText, percentEncoded, type JsonSchema } from './fuzz/values.ts';
import { testApp } from './harness.ts';

// Every procedure of the router, read from its definition (a new one is fuzzed without a line
// here), called over HTTP as every kind of caller with inputs shaped by its own zod schema,
// right and wrong, and with wire-level garbage. No answer may be a 5xx, and a refused call
// must leave every table as it was.
const t = testApp({ env: FUZZ_ENV });
let fx: Awaited<ReturnType<typeof fuzzFixture>>;
beforeAll(async () => {
  fx = await fuzzFixture(t);
});
afterAll(() => {
  console.info(`tRPC fuzz: ${fx.counts.calls} calls, ${fx.counts.refused} refused`);
});

type Procedure = { path: string; type: string; schema: JsonSchema | undefined };
const procedureDefinition = z.object({ type: z.string(), inputs: z.array(z.unknown()) });

function procedures(): Procedure[] {
  return Object.entries(appRouter._def.procedures).map(([path, procedure]) => {
    const def = procedureDefinition.parse(Reflect.get(procedure, '_def'));
    const input = def.inputs[0];
    return { path, type: def.type, schema: input instanceof z.ZodType ? jsonSchemaOf(input) : undefined };
  });
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** How the input travels: as the tRPC client sends it, without superjson's envelope, or as junk. */
type Wire = 'superjson' | 'plain-json' | 'batch' | 'meta-garbage' | 'garbage';
const wire: fc.Arbitrary<Wire> = fc.oneof(
  { arbitrary: fc.constant('superjson' as const), weight: 6 },
  { arbitrary: fc.constantFrom('plain-json' as const, 'batch' as const, 'meta-garbage' as const), weight: 1 },
  { arbitrary: fc.constant('garbage' as const), weight: 1 },
);

/** JSON text of anything: bigint as a string, as a hand-written client might send it. */
function looseJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item));
}

function wireText(input: unknown, how: Wire, junk: string): string {
  let serialized: ReturnType<typeof superjson.serialize>;
  try {
    serialized = superjson.serialize(input);
  } catch {
    // superjson's client refuses __proto__ and constructor keys; an attacker's client would not.
    return looseJson({ json: input });
  }
  switch (how) {
    case 'superjson':
      return JSON.stringify(serialized);
    case 'plain-json':
      // JSON has no bigint: the client could not send one without superjson either.
      return JSON.stringify(serialized.json ?? null);
    case 'batch':
      return JSON.stringify({ 0: serialized, 1: serialized });
    case 'meta-garbage':
      return JSON.stringify({ json: serialized.json ?? null, meta: { values: { id: [junk] }, referentialEqualities: { [junk]: [junk] } } });
    case 'garbage':
      return junk;
  }
}

function request(procedure: Procedure, input: unknown, how: Wire, junk: string, headers: Record<string, string>): InjectOptions {
  const text = wireText(input, how, junk);
  const path = how === 'batch' ? `${procedure.path},${procedure.path}?batch=1` : procedure.path;
  const join = how === 'batch' ? '&' : '?';
  if (procedure.type === 'mutation') {
    return { method: 'POST', url: `/trpc/${path}`, headers: { ...headers, 'content-type': 'application/json' }, payload: text };
  }
  return { method: 'GET', url: `/trpc/${path}${input === undefined && how === 'superjson' ? '' : `${join}input=${percentEncoded(text)}`}`, headers };
}

const all = procedures();

describe('tRPC fuzz', () => {
  it('reads every procedure of the router', () => {
    expect(all.length).toBeGreaterThan(40);
  });

  all.forEach((procedure, index) => {
    it(`${procedure.path} (${procedure.type}): never 5xx, refusals change nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...ROLES), inputFor(procedure.schema), wire, nastyText, async (role, input, how, junk) => {
          await fx.send(request(procedure, input, how, junk, fx.headersFor(role)), `${procedure.path} as ${role} (${how})`);
        }),
        { numRuns: numRuns(100), seed: fuzzSeed(index) },
      );
    }, 300_000);
  });
});
