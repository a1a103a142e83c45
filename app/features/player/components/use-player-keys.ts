import { useEffect } from "react";
import { ARROW_SEEK_SECONDS } from "../playback";
import type { Player } from "./use-player";

/** Elements that handle Space themselves (and the arrows, when they are text fields or menus). */
const OWN_SPACE =
  "input, textarea, select, button, a, [role=combobox], [role=listbox], [role=dialog] *, [contenteditable]";
/** The seek slider moves by its own 1-second steps. */
const OWN_ARROWS = `${OWN_SPACE}, [role=slider]`;

/** Space plays or pauses, Left/Right seek, anywhere on the page outside controls that use those keys. */
export function usePlayerKeys(player: Pick<Player, "togglePlay" | "skip">, enabled: boolean) {
  const { togglePlay, skip } = player;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const arrow = event.key === "ArrowLeft" || event.key === "ArrowRight";
      if (event.key !== " " && !arrow) return;
      if (target?.closest(arrow ? OWN_ARROWS : OWN_SPACE)) return;
      if (event.key === " ") togglePlay();
      else skip(event.key === "ArrowLeft" ? -ARROW_SEEK_SECONDS : ARROW_SEEK_SECONDS);
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [enabled, togglePlay, skip]);
}
