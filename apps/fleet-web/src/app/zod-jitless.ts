/**
 * Runs zod without its compiled (`new Function`) parsers. The server's Content-Security-Policy has no 'unsafe-eval',
 * so zod could not compile them anyway; without this, zod's probe for eval, made while the first object schema is
 * built, is refused and the browser reports a CSP violation even though zod catches the error.
 *
 * It must run before any module builds a schema, and a bundle evaluates the shared chunks main.tsx imports (which
 * build the domain's schemas at load) before main's own code: so index.html first loads public/zod-config.js, a classic
 * script that does the same as this file and runs while the page is parsed, before any module. It imports nothing:
 * zod reads its configuration from `globalThis.__zod_globalConfig`, which it keeps when the object exists. main.tsx
 * imports this module as well (the tests and stories load no index.html). package.json lists it under `sideEffects`
 * so that the bundler keeps it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
