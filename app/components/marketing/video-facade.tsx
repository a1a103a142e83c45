import { Play } from "~/components/ui/icons";
import { useState } from "react";
import { cn } from "~/components/ui/cn";
import { isSiteVideoUrl } from "~/lib/video-embed";

/**
 * A click-to-load video: a poster and a play button until the visitor asks
 * for the video, so no third-party player script slows the page down.
 * `embedUrl` is a youtube-nocookie, Vimeo or Loom player URL (allowed by
 * the CSP), or the path of a video uploaded to the site, which plays in a
 * video element of its own.
 */
export function VideoFacade(props: {
  title: string;
  embedUrl: string;
  poster: string;
  className?: string;
  /** At the top of the page: fetch the poster at once (it is likely the largest paint). */
  priority?: boolean;
}) {
  const [playing, setPlaying] = useState(false);
  const src = `${props.embedUrl}${props.embedUrl.includes("?") ? "&" : "?"}autoplay=1`;
  return (
    <div className={cn("relative aspect-video overflow-hidden rounded-2xl bg-primary shadow-lg", props.className)}>
      {playing && isSiteVideoUrl(props.embedUrl) ? (
        <video
          src={props.embedUrl}
          title={props.title}
          aria-label={props.title}
          className="absolute inset-0 size-full bg-black"
          controls
          autoPlay
          playsInline
        />
      ) : playing ? (
        <iframe
          src={src}
          title={props.title}
          className="absolute inset-0 size-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 size-full focus-visible:outline-4 focus-visible:outline-ring"
          aria-label={`Play video: ${props.title}`}
        >
          <img
            src={props.poster}
            alt=""
            width={1280}
            height={720}
            loading={props.priority ? "eager" : "lazy"}
            fetchPriority={props.priority ? "high" : "auto"}
            className="size-full object-cover"
          />
          <span className="absolute inset-0 flex items-center justify-center bg-black/25 transition-colors group-hover:bg-black/35">
            <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-xl transition-transform group-hover:scale-105 sm:size-20">
              <Play className="ml-1 size-7 sm:size-9" aria-hidden fill="currentColor" />
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
