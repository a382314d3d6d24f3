import { z } from 'zod';

// Every schema of the project imports zod from here, so this runs before the first schema is
// built, whichever chunk a bundler puts it in. zod 4 compiles object parsers with
// `new Function` when it can and finds out by trying; under the shop's CSP (no 'unsafe-eval',
// docs/decisions/012) every page would report a blocked eval. Browsers parse without it; the
// server keeps the faster compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
