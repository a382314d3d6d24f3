import superjson from 'superjson';

type Serialised = ReturnType<typeof superjson.serialize>;
const serialised = new WeakMap<object, Serialised>();

/**
 * superjson both ways, as the client expects, except that an answer the caches hold (deep-frozen:
 * the catalogue, the settings) is walked once, not on every call (ADR 020). A frozen value
 * cannot change, so its serialised form cannot go stale; a new cached value is a new object.
 */
export const transformer = {
  input: superjson,
  output: {
    serialize(value: unknown): Serialised {
      if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return superjson.serialize(value);
      let known = serialised.get(value);
      if (!known) {
        known = Object.freeze(superjson.serialize(value));
        serialised.set(value, known);
      }
      return known;
    },
    deserialize: (value: Serialised) => superjson.deserialize(value),
  },
};
