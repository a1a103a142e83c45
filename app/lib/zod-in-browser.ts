// The site's Content-Security-Policy allows no eval. Zod probes for it with
// `new Function("")` when its first object schema is built, and the browser
// reports the refused probe as a CSP violation (an issue Lighthouse counts
// against best practices) even though zod catches it. Jitless parsing skips
// the probe; the forms' schemas are small, so nothing is lost.
//
// Zod keeps its configuration on this global, the object `z.config()`
// writes, so that every copy of zod shares it; setting it here, before any
// schema module runs (root.tsx imports it first; React Router evaluates the
// root route module before the page's), costs no import of zod on pages
// without a form.
// tests/e2e/first-paint.spec.ts fails if a form page reports a violation.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
