// zod's configuration, set before any module of the app builds a schema: a classic script runs while the page is
// parsed, before the module scripts. `jitless`: no compiled (`new Function`) parsers, which the Content-Security-Policy
// (no 'unsafe-eval') refuses anyway; without it zod's probe for eval is reported as a CSP violation. zod keeps an
// existing `globalThis.__zod_globalConfig`. See src/app/zod-jitless.ts.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
