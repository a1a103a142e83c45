import { useEffect, useRef } from "react";

/**
 * Moves focus to a step's heading whenever the step changes, so keyboard
 * and screen-reader users land on the new question instead of on a button
 * that has just disappeared. `skipFirst` leaves focus alone on page load.
 */
export function useStepFocus<T extends HTMLElement>(step: number, { skipFirst = false } = {}) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current && skipFirst) {
      first.current = false;
      return;
    }
    first.current = false;
    ref.current?.focus();
  }, [step, skipFirst]);
  return ref;
}
