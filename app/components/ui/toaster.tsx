import { lazy, Suspense } from "react";
import { useToasterNeeded } from "./toaster-demand";

// Loaded only on pages whose code shows toasts (they import ./toast); the
// server renders no toaster, and keeping the dynamic import out of the
// server bundle keeps React Router's server build a single entry.
const SonnerToaster = import.meta.env.SSR ? () => null : lazy(() => import("./sonner-toaster"));

/** The app's toaster (sonner, themed), mounted once a page needs it. */
export function Toaster() {
  const needed = useToasterNeeded();
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
