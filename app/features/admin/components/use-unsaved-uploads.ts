import { useEffect, useRef } from "react";
import type { z } from "zod";
import type { uploadDiscardSchema } from "../schemas";

/** Asks the server to remove an upload nobody saved; it keeps anything a product or chapter uses. */
function discard(upload: string) {
  // keepalive: the request outlives the page when the admin closes the tab or navigates away.
  void fetch("/admin/actions", {
    method: "POST",
    keepalive: true,
    body: new URLSearchParams({ intent: "upload.discard", upload } satisfies z.input<typeof uploadDiscardSchema>),
  }).catch(() => {});
}

export interface UnsavedUploads {
  /** A file the form just uploaded and will save with the form. */
  uploaded(upload: string): void;
  /** The form let go of this file (another was chosen, or the form was reset): remove it if unsaved. */
  dropped(upload: string): void;
  /** The form saved: its current file is now in use, nothing is pending. */
  saved(): void;
}

/**
 * Files an admin form uploaded but did not save are removed when the form
 * lets go of them, closes, or the page goes away, so cancelled dialogs and
 * abandoned chapters leave nothing behind in storage.
 */
export function useUnsavedUploads(): UnsavedUploads {
  const pending = useRef(new Set<string>());
  useEffect(() => {
    const uploads = pending.current;
    const discardAll = () => {
      for (const upload of uploads) discard(upload);
      uploads.clear();
    };
    window.addEventListener("pagehide", discardAll);
    return () => {
      window.removeEventListener("pagehide", discardAll);
      discardAll();
    };
  }, []);
  return {
    uploaded: (upload) => pending.current.add(upload),
    dropped: (upload) => {
      if (pending.current.delete(upload)) discard(upload);
    },
    saved: () => pending.current.clear(),
  };
}
