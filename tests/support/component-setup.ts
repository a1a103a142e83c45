import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// findBy and waitFor give up after 1 s by default: on two busy cores, loading the toaster's module
// alone can take longer. A passing test waits only as long as it must.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const decimals = (number: string) => number.split(".")[1]?.length ?? 0;

/*
 * happy-dom checks a number input's step with the float remainder
 * (14 % 0.01 is not 0), so every price with cents fails validation and its
 * form never submits (happy-dom pull request 2365, open). Browsers compare
 * in decimal from the step base (min, else the value attribute, else 0), as
 * this does.
 */
Object.defineProperty(ValidityState.prototype, "stepMismatch", {
  get(this: { element: Element }) {
    const input = this.element;
    if (!(input instanceof HTMLInputElement) || !["number", "range"].includes(input.type) || input.value === "") {
      return false;
    }
    const step = input.getAttribute("step") ?? "1";
    if (step === "any") return false;
    const base = input.min || input.getAttribute("value") || "0";
    const scale = 10 ** Math.max(decimals(step), decimals(input.value), decimals(base));
    const offset = Math.round((Number(input.value) - Number(base)) * scale);
    return offset % Math.round(Number(step) * scale) !== 0;
  },
});
