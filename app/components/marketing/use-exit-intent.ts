import { useEffect, useRef, useState } from "react";

/**
 * Exit intent (SPEC section 2): opens once per page visit when the pointer
 * leaves through the top of the window. Touch devices have no such pointer,
 * so it never pops over their content.
 */
export function useExitIntent(options: { enabled?: boolean } = {}) {
  const enabled = options.enabled ?? true;
  const [open, setOpen] = useState(false);
  const shown = useRef(false);

  useEffect(() => {
    if (!enabled || shown.current) return;
    if (!matchMedia("(hover: hover) and (pointer: fine)").matches) return;
    const onMouseOut = (event: MouseEvent) => {
      if (shown.current || event.relatedTarget !== null || event.clientY > 0) return;
      shown.current = true;
      setOpen(true);
    };
    document.documentElement.addEventListener("mouseout", onMouseOut);
    return () => document.documentElement.removeEventListener("mouseout", onMouseOut);
  }, [enabled]);

  return { open, setOpen };
}
