import type { ExternalToast } from "sonner";
import { requireToaster } from "./toaster-demand";

// The toast library (sonner, about 9 KB gzip) loads at a page's first
// toast, and with it the root layout's toaster: most visits to the pages
// that can show one (the player, the admin) never do. A toast shown before
// the toaster mounts is replayed by sonner once it subscribes.
let sonner: Promise<typeof import("sonner")> | undefined;

type Kind = "message" | "success" | "error" | "warning";

function show(kind: Kind, message: string, options?: ExternalToast): void {
  requireToaster();
  void (sonner ??= import("sonner")).then(({ toast }) => toast[kind](message, options));
}

export const toast = Object.assign((message: string, options?: ExternalToast) => show("message", message, options), {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  warning: (message: string, options?: ExternalToast) => show("warning", message, options),
});
