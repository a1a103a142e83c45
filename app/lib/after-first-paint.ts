/**
 * The text of a JavaScript function expression that calls its argument
 * once the document is parsed (hydration needs the whole DOM) and its
 * first contentful paint has been presented (the "paint" performance
 * entry; where a browser has none, a task queued from the next animation
 * frame, which runs after that frame's paint). Not the load event: on a
 * fast connection it comes before the paint; a tab opened in the
 * background goes on once it is shown and painted. For the inline
 * loaders that start a page's scripts only after it has painted
 * (lib/islands.ts, lib/paint-first.ts).
 */
export const AFTER_FIRST_PAINT = `function(go){function later(){setTimeout(go,0)}function painted(){try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();later()}}).observe({type:"paint",buffered:true});return}}catch(e){}requestAnimationFrame(later)}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",painted);else painted()}`;
