import { useEffect } from "react";
import { ARROW_SEEK_SECONDS } from "../playback";
import type { Player } from "./use-player";

/** Elements that handle Space and the arrows themselves. */
const OWN_KEYS =
  "input, textarea, select, button, a, [role=slider], [role=combobox], [role=listbox], [role=dialog] *, [contenteditable]";

/** Space plays or pauses, Left/Right seek, anywhere on the page outside controls that use those keys. */
export function usePlayerKeys(player: Pick<Player, "togglePlay" | "skip">, enabled: boolean) {
  const { togglePlay, skip } = player;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return;
      if (event.key === " ") togglePlay();
      else if (event.key === "ArrowLeft") skip(-ARROW_SEEK_SECONDS);
      else if (event.key === "ArrowRight") skip(ARROW_SEEK_SECONDS);
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [enabled, togglePlay, skip]);
}
