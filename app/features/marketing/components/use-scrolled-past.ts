import { useEffect, useState } from "react";

/** Whether the window is scrolled far enough for `isPast(scrollY)`; re-checked on every scroll. */
export function useScrolledPast(isPast: (scrollY: number) => boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(isPast(window.scrollY));
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [isPast]);
  return past;
}
