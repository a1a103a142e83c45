import { useEffect, useRef } from "react";
import { useActionData, useFetcher, type FetcherWithComponents } from "react-router";
import { toast } from "~/components/ui/toast";
import type { FormReply } from "~/lib/forms";
import { warningsText, type AdminActionResult } from "../action-result";

export interface AdminActionState {
  /** The fetcher whose `Form` posts to /admin/actions (see AdminForm). */
  fetcher: FetcherWithComponents<AdminActionResult>;
  pending: boolean;
  /**
   * The last submission's refusal, with each invalid input's message by
   * name (for useFormValidation) and, from the Site and Offers tabs, what
   * was typed (`values`).
   */
  reply: FormReply | undefined;
}

/**
 * One admin action posted to /admin/actions through an AdminForm, with its
 * toast: SPEC's success text (a warning toast when the save has warnings),
 * or a destructive toast with the reason. `onDone` runs after a success
 * (e.g. to close a dialog). A form that posts to the admin page itself
 * (the Site and Offers tabs) names the refusals that are its own with
 * `owns`: without JavaScript, the page comes back with that refusal as
 * its action data (routes/admin.tsx).
 */
export function useAdminAction(
  onDone?: () => void,
  owns?: (typed: Record<string, string>) => boolean,
): AdminActionState {
  const fetcher = useFetcher<AdminActionResult>();
  const posted = useActionData() as AdminActionResult | undefined;
  const shown = useRef<AdminActionResult | undefined>(undefined);
  // The latest callback, updated after each render (never during it) for the effect below.
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || shown.current === result) return;
    shown.current = result;
    if (result.ok) {
      if (result.warnings?.length) {
        toast.warning(result.message, { description: warningsText(result.warnings) });
      } else {
        toast.success(result.message);
      }
      onDoneRef.current?.();
    } else if (result.title) {
      toast.error(result.title, { description: result.message });
    } else {
      toast.error(result.message);
    }
  }, [fetcher.state, fetcher.data]);

  // This form's refusal of a post made without JavaScript: stale once the form has posted through its fetcher.
  const refusedPost = posted && !posted.ok && posted.values && owns?.(posted.values) ? posted : undefined;
  return {
    fetcher,
    pending: fetcher.state !== "idle",
    // The same object until the next answer, so useFormValidation sees each answer once. Its message is
    // already the toast; it carries no `error`, so the form shows only each input's own message.
    reply: fetcher.data ? (fetcher.data.ok ? undefined : fetcher.data) : refusedPost,
  };
}
