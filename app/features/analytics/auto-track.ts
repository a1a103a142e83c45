import { track } from "./track";

/**
 * Automatic first-party events (SPEC section 1): a click on any element
 * that declares `data-track="name"` (extra `data-track-*` attributes become
 * properties) and every form submission. Installed once per page load.
 */
let installed = false;

function trackingProps(element: HTMLElement): Record<string, string> {
  const props: Record<string, string> = {};
  for (const [key, value] of Object.entries(element.dataset)) {
    if (key.startsWith("track") && key !== "track" && value !== undefined) {
      props[key.slice(5, 6).toLowerCase() + key.slice(6)] = value.slice(0, 256);
    }
  }
  return props;
}

export function installAutoTracking(): void {
  if (installed || typeof document === "undefined") return;
  installed = true;
  document.addEventListener(
    "click",
    (event) => {
      const element = (event.target as Element | null)?.closest<HTMLElement>("[data-track]");
      const name = element?.dataset.track;
      if (element && name) track(name, trackingProps(element), "click");
    },
    { capture: true, passive: true },
  );
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      // The event's path already says which page; a form names itself only when a page has several.
      const name = form.dataset.track ?? "form_submit";
      track(name, trackingProps(form), "form_submit");
    },
    { capture: true },
  );
}
