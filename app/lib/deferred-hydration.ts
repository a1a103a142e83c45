/**
 * The sales pages put nothing between the visitor and the first paint
 * (issue 20, decision 017): their HTML and CSS are the whole page, and the
 * JavaScript that hydrates it starts downloading only once the page has
 * painted. React Router's <Scripts> has no option for that: it lists every
 * chunk as a <link rel="modulepreload"> (which React hoists into <head>,
 * where they compete with the stylesheet on a slow connection) and imports
 * them from an inline module script at once. So the rendered HTML of these
 * pages is rewritten: the preloads go, the module script is kept inert (a
 * type no browser runs) and a small loader runs it after the first paint.
 */

/** Public pages whose HTML is complete before any script runs. */
export const DEFERRED_HYDRATION_PAGES: readonly string[] = [
  "/",
  "/book",
  "/rerouted",
  "/rerouted/thank-you",
  "/rerouted/upsell-ai",
  "/rerouted/upsell-course",
  "/rerouted/book-creation",
  "/rerouted/complete",
  "/assessment",
  "/author-journey-assessment",
  "/rerouted/book-creation-application",
];

export function defersHydration(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return DEFERRED_HYDRATION_PAGES.includes(path);
}

/** A script type no browser executes: the hydration script waits under it until the loader runs it. */
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/**
 * Runs the inert script just before it as a module once the document is
 * parsed (hydration needs the whole DOM) and its first contentful paint has
 * been presented (the "paint" performance entry; where a browser has none,
 * a task queued from the next animation frame, which runs after that
 * frame's paint). Not the load event: on a fast connection it comes before
 * the paint; a tab opened in the background hydrates once it is shown and
 * painted. The module script gets this
 * script's nonce (pages rendered per request); on the cached pages its text
 * is allowed by its hash, listed with the others (server/inline-scripts.ts).
 */
export const DEFERRED_LOADER_SCRIPT = `(function(){var l=document.currentScript,d=l.previousElementSibling;function go(){var m=document.createElement("script");m.type="module";m.nonce=l.nonce;m.textContent=d.textContent;document.body.appendChild(m)}function later(){setTimeout(go,0)}function painted(){try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();later()}}).observe({type:"paint",buffered:true});return}}catch(e){}requestAnimationFrame(later)}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",painted);else painted()})();`;

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const INLINE_MODULE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * Rewrites a rendered page for deferred hydration: no module preloads, the
 * inline module script (React Router's hydration entry) made inert and
 * followed by the loader. Other scripts (the theme, JSON-LD, the inline
 * data React Router streams) are left as they are: they run inline and
 * fetch nothing.
 */
export function deferHydration(html: string, nonce?: string): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return html.replace(MODULE_PRELOAD, "").replace(INLINE_MODULE_SCRIPT, (whole, attributes: string, body: string) => {
    if (!/\btype="module"/.test(attributes) || /\bsrc=/.test(attributes)) return whole;
    const inert = attributes.replace(/\btype="module"/, `type="${DEFERRED_MODULE_TYPE}"`).replace(/\s+async(="")?/, "");
    return `<script${inert}>${body}</script><script${nonceAttribute}>${DEFERRED_LOADER_SCRIPT}</script>`;
  });
}
