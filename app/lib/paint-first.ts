import { AFTER_FIRST_PAINT } from "./after-first-paint";

/**
 * The library, the player, the sign-in page and the admin hydrate with
 * React Router, yet paint from their HTML and CSS before any script, as
 * the sales pages do (decision 035). React Router's <Scripts> has no
 * option for that: it lists every chunk as a <link rel="modulepreload">
 * (which React hoists into <head>, where they compete with the stylesheet
 * on a slow connection) and imports them from an inline module script at
 * once. So the rendered HTML of these pages is rewritten: the preloads go,
 * the module script is kept inert (a type no browser runs) and a small
 * loader runs its text as a module once the page has painted. Everything
 * on them that works without JavaScript (links, the sign-in form, the
 * library's filters) works before it arrives.
 */

/** The pages rewritten, by path: `/product/…` is the player and reader of an owned product. */
export function paintsFirst(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return ["/login", "/dashboard", "/admin"].includes(path) || /^\/product\/[^/]+$/.test(path);
}

/** A script type no browser executes: the hydration script waits under it until the loader runs it. */
export const INERT_MODULE_TYPE = "text/x-deferred-module";

/**
 * Once the page has painted: puts the page's module preloads back into
 * `<head>` in one go (the inert script's `data-preloads`), so the browser
 * fetches every chunk at once, and neither React, which renders them
 * again as it hydrates, nor Vite's helper for a lazy chunk's imports, adds
 * them one by one later; then runs the inert script as a module under this
 * script's nonce (these pages are rendered per request).
 */
export const PAINT_FIRST_LOADER_SCRIPT = `(function(l){var d=l.previousElementSibling;(${AFTER_FIRST_PAINT})(function(){var f=document.createDocumentFragment();(d.getAttribute("data-preloads")||"").split(" ").forEach(function(h){if(h){var k=document.createElement("link");k.rel="modulepreload";k.href=h;f.appendChild(k)}});document.head.appendChild(f);var m=document.createElement("script");m.type="module";m.nonce=l.nonce;m.textContent=d.textContent;document.body.appendChild(m)})})(document.currentScript);`;

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"\s]+)"/;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The page without its module preloads, their addresses kept on its inline
 * module script (React Router's hydration entry), which is made inert and
 * followed by the loader. Other scripts (the theme, the scroll
 * restoration, the data React Router streams) are left as they are: they
 * run inline and fetch nothing.
 */
export function paintBeforeScripts(html: string, nonce?: string): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (link) => {
    const href = HREF.exec(link)?.[1];
    if (href) preloads.push(href);
    return "";
  });
  return withoutPreloads.replace(INLINE_SCRIPT, (whole, attributes: string, body: string) => {
    if (!/\btype="module"/.test(attributes) || /\bsrc=/.test(attributes)) return whole;
    const inert = attributes.replace(/\btype="module"/, `type="${INERT_MODULE_TYPE}"`).replace(/\s+async(="")?/, "");
    return (
      `<script${inert} data-preloads="${preloads.join(" ")}">${body}</script>` +
      `<script${nonceAttribute}>${PAINT_FIRST_LOADER_SCRIPT}</script>`
    );
  });
}
