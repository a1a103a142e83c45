import { useEffect, useRef } from "react";
import { useFetcher, type FetcherWithComponents } from "react-router";
import { toast } from "~/components/ui/toast";
import type { FormReply } from "~/lib/forms";
import type { AdminActionResult } from "../schemas";

export interface AdminActionState {
  /** The fetcher whose `Form` posts to /admin/actions (see AdminForm). */
  fetcher: FetcherWithComponents<AdminActionResult>;
  pending: boolean;
  /** The last submission's refusal, with each invalid input's message by name (for useFormValidation). */
  reply: FormReply | undefined;
}

/**
 * One admin action posted to /admin/actions through an AdminForm, with its
 * toast: SPEC's success text, or a destructive toast with the reason.
 * `onDone` runs after a success (e.g. to close a dialog).
 */
export function useAdminAction(onDone?: () => void): AdminActionState {
  const fetcher = useFetcher<AdminActionResult>();
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
      toast.success(result.message);
      onDoneRef.current?.();
    } else if (result.title) {
      toast.error(result.title, { description: result.message });
    } else {
      toast.error(result.message);
    }
  }, [fetcher.state, fetcher.data]);

  return {
    fetcher,
    pending: fetcher.state !== "idle",
    // The same object until the next answer, so useFormValidation sees each answer once. Its message is
    // already the toast; it carries no `error`, so the form shows only each input's own message.
    reply: fetcher.data && !fetcher.data.ok ? fetcher.data : undefined,
  };
}
