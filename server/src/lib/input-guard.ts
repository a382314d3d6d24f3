import { inputMessages } from '@nimbus/shared/service';

// Text the database cannot store, or a shape no form sends, refused before any handler runs:
// Postgres rejects a NUL in text (the app answered 500), and a lone surrogate would be stored
// as U+FFFD, quietly changing what the caller sent.

export { inputMessages };

/** No form or legacy body nests deeper than a few levels; superjson meta adds a few more. */
export const MAX_INPUT_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return inputMessages.nul;
  if (LONE_SURROGATE.test(text)) return inputMessages.unicode;
  return null;
}

/**
 * The first problem in a decoded input (every string value and key, at any depth), or null.
 * Iterative, with a depth cap: a hostile body cannot overflow the stack here.
 */
export function inputProblem(value: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value);
      if (problem) return problem;
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null || seen.has(item.value)) continue;
    if (item.depth >= MAX_INPUT_DEPTH) return inputMessages.tooDeep;
    seen.add(item.value);
    const children = item.value instanceof Map ? [...item.value.entries()].flat() : item.value instanceof Set ? [...item.value] : null;
    if (children) {
      for (const child of children) stack.push({ value: child, depth: item.depth + 1 });
      continue;
    }
    if (item.value instanceof Date || ArrayBuffer.isView(item.value)) continue;
    for (const [key, child] of Object.entries(item.value)) {
      const problem = textProblem(key);
      if (problem) return problem;
      stack.push({ value: child, depth: item.depth + 1 });
    }
  }
  return null;
}
