import { Maximize, Minimize, PictureInPicture2 as PictureInPicture } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";

/** Safari on the iPhone has no element fullscreen, only the video's own. */
type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * Full screen and picture in picture for a lesson's video. Each button says
 * what it will do; the picture-in-picture one appears only where the
 * browser offers it.
 */
export function VideoViewControls({ video }: { video: HTMLVideoElement | null }) {
  const [fullscreen, setFullscreen] = useState(false);
  const [inPip, setInPip] = useState(false);

  // The element exists only in the browser, after mounting: the server renders no picture-in-picture button.
  const pipSupported = video !== null && document.pictureInPictureEnabled && !video.disablePictureInPicture;

  useEffect(() => {
    const onFullscreen = () =>
      setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === video);
    const onEnterPip = () => setInPip(true);
    const onLeavePip = () => setInPip(false);
    document.addEventListener("fullscreenchange", onFullscreen);
    video?.addEventListener("enterpictureinpicture", onEnterPip);
    video?.addEventListener("leavepictureinpicture", onLeavePip);
    return () => {
      document.removeEventListener("fullscreenchange", onFullscreen);
      video?.removeEventListener("enterpictureinpicture", onEnterPip);
      video?.removeEventListener("leavepictureinpicture", onLeavePip);
    };
  }, [video]);

  function toggleFullscreen() {
    if (!video) return;
    if (document.fullscreenElement) return void document.exitFullscreen().catch(() => {});
    if (typeof video.requestFullscreen === "function") return void video.requestFullscreen().catch(() => {});
    (video as IosVideo).webkitEnterFullscreen?.();
  }

  function togglePip() {
    if (!video) return;
    if (document.pictureInPictureElement) return void document.exitPictureInPicture().catch(() => {});
    void video.requestPictureInPicture().catch(() => {});
  }

  return (
    <div className="flex justify-end gap-1">
      {pipSupported ? (
        <Button
          variant="ghost"
          size="icon"
          onClick={togglePip}
          aria-label={inPip ? "Exit picture in picture" : "Picture in picture"}
        >
          <PictureInPicture aria-hidden />
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        onClick={toggleFullscreen}
        disabled={!video}
        aria-label={fullscreen ? "Exit full screen" : "Full screen"}
      >
        {fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
      </Button>
    </div>
  );
}
