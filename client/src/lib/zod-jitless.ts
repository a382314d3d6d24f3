import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` when it can, and finds out by trying: under
// our CSP (no 'unsafe-eval') every page would report a blocked eval. Parse without it.
z.config({ jitless: true });
