import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import type { AdminActionResult } from "../schemas";

export interface AdminActionSubmitter {
  pending: boolean;
  /** The server's message for each invalid input of the last submission, by input name. */
  fieldErrors: Record<string, string> | undefined;
  submit(fields: Record<string, string>): void;
}

/**
 * Submits one admin action to /admin's action and shows its toast: SPEC's
 * success text, or a destructive toast with the reason. `onDone` runs after
 * a success (e.g. to close a dialog).
 */
export function useAdminAction(onDone?: () => void): AdminActionSubmitter {
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
    pending: fetcher.state !== "idle",
    fieldErrors: fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined,
    submit(fields: Record<string, string>) {
      void fetcher.submit(fields, { method: "post", action: "/admin/actions" });
    },
  };
}
