import { lazy, Suspense, useState, type ReactNode } from "react";
import { useExitIntent } from "./use-exit-intent";

// Most visitors never trigger it: its code (Radix dialog, focus trap) loads
// the first time it opens instead of with the page. The server never renders
// it (it opens only in the browser), and keeping the dynamic import out of
// the server bundle keeps React Router's server build a single entry.
const ExitIntentDialogView = import.meta.env.SSR ? () => null : lazy(() => import("./exit-intent-dialog-view"));

/**
 * A page's exit-intent dialog: once per page visit, when the pointer leaves
 * through the top of the window (never on touch devices).
 */
export function ExitIntentDialog(props: {
  copy: { title: string; body: string; dismiss: string };
  /** The dialog's main action (a link or a buy button). */
  action: ReactNode;
  children?: ReactNode;
}) {
  const { open, setOpen } = useExitIntent();
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentDialogView open={open} onOpenChange={setOpen} {...props} />
    </Suspense>
  );
}
