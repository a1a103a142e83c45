import { useEffect, useId, useRef, useState } from "react";
import { cn } from "~/components/ui/cn";
import { currentCueIndex, parseWebVtt, type Cue } from "~/lib/webvtt";
import { formatClock } from "../playback";

/**
 * A chapter's WebVTT transcript under the audio player: every line, the one
 * being spoken highlighted (and kept in view inside the list, never by
 * scrolling the page), each a button that plays from that line.
 */
export function Transcript({
  url,
  position,
  onSeek,
}: {
  url: string;
  position: number;
  onSeek: (seconds: number) => void;
}) {
  const headingId = useId();
  const [loaded, setLoaded] = useState<{ url: string; cues: Cue[] | null } | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    let current = true;
    fetch(url, { credentials: "same-origin" })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((text) => current && setLoaded({ url, cues: parseWebVtt(text) }))
      .catch(() => current && setLoaded({ url, cues: null }));
    return () => {
      current = false;
    };
  }, [url]);

  const cues = loaded?.url === url ? loaded.cues : [];
  const active = cues ? currentCueIndex(cues, position) : -1;

  useEffect(() => {
    const box = list.current;
    const item = active >= 0 ? box?.children[active] : null;
    if (!box || !(item instanceof HTMLElement)) return;
    const top = item.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top + item.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, top - box.clientHeight / 3);
    }
  }, [active]);

  return (
    <section aria-labelledby={headingId} className="border-t border-border pt-5">
      <h3 id={headingId} className="font-display text-base font-semibold">
        Transcript
      </h3>
      {loaded?.url !== url ? (
        <p className="mt-2 text-sm text-muted-foreground">Loading the transcript...</p>
      ) : cues === null ? (
        <p className="mt-2 text-sm text-muted-foreground">The transcript could not be loaded.</p>
      ) : (
        <ol ref={list} className="relative mt-3 max-h-64 space-y-1 overflow-y-auto pr-1">
          {cues.map((cue, index) => (
            <li key={`${cue.start}-${index}`}>
              <button
                type="button"
                onClick={() => onSeek(cue.start)}
                aria-current={index === active ? "true" : undefined}
                className={cn(
                  "flex w-full gap-3 rounded-md px-2 py-1.5 text-left text-sm transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none motion-reduce:transition-none",
                  index === active ? "bg-primary/10 font-medium text-foreground" : "text-muted-foreground",
                )}
              >
                <span className="shrink-0 text-xs leading-5 tabular-nums">{formatClock(cue.start)}</span>
                <span className="whitespace-pre-line">{cue.text}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
