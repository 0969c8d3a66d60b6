import { z } from 'zod';

/**
 * Runs zod without its compiled (`new Function`) parsers. The server's Content-Security-Policy has no 'unsafe-eval',
 * so zod could not compile them anyway; without this, zod's probe for eval, made while the first object schema is
 * built, is refused and the browser reports a CSP violation even though zod catches the error. main.tsx imports this
 * module first, before any schema is built; package.json lists it under `sideEffects` so that the bundler keeps it.
 */
z.config({ jitless: true });

