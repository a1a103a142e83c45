import { lazy, Suspense, useState, type ReactNode } from "react";
import { usePreviewState } from "~/components/preview-state";
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
  if (usePreviewState() === "exit") return <ExitIntentPreview {...props} />;
  if (open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentDialogView open={open} onOpenChange={setOpen} {...props} />
    </Suspense>
  );
}

/**
 * The dialog's words and actions in place, for the launch checklist's
 * server render of this state (preview-state.tsx), which has no dialog
 * machinery: what the owner must check is what it says and links to.
 */
function ExitIntentPreview(props: {
  copy: { title: string; body: string; dismiss: string };
  action: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-label={props.copy.title}>
      <h2>{props.copy.title}</h2>
      <p>{props.copy.body}</p>
      {props.children}
      {props.action}
      <p>{props.copy.dismiss}</p>
    </section>
  );
}
