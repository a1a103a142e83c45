import type { FormEvent } from "react";
import type { FetcherFormProps } from "react-router";
import type { AdminFormIntent } from "../schemas";
import type { AdminActionState } from "./use-admin-action";

/**
 * A form posting one admin action (`intent`) to /admin/actions: a
 * `fetcher.Form`, so with JavaScript it answers in place with a toast, and
 * without it the browser posts the form and comes back to the admin page
 * with the result as a notice (routes/admin.actions.ts). A form that
 * should come back as typed when refused without JavaScript posts to its
 * admin page instead (`to`, routes/admin.tsx).
 */
export function AdminForm({
  action,
  intent,
  to = "/admin/actions",
  children,
  ...props
}: { action: AdminActionState; intent: AdminFormIntent; to?: string } & Omit<FetcherFormProps, "action" | "method">) {
  const { Form } = action.fetcher;
  return (
    <Form method="post" action={to} {...props}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** An onSubmit that posts only after the admin confirms `question` (a destructive action). */
export function confirmFirst(question: string) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(question)) event.preventDefault();
  };
}
