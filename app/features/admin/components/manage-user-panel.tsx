import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { userRemoveForm, userRoleForm } from "../schemas";
import type { ManagedUser, RemovalStep } from "../users.server";
import { AdminForm } from "./admin-form";
import { formatDate } from "./format";
import { useAdminAction, type AdminActionState } from "./use-admin-action";

/** The Users tab with the Manage panel open for one account (and, with `confirm`, one of its confirmation steps). */
export function manageUserHref(userId: string, confirm?: RemovalStep): string {
  const search = new URLSearchParams({ tab: "users", user: userId });
  if (confirm) search.set("confirm", confirm);
  return `/admin?${search}#manage-user`;
}

export const USERS_TAB = "/admin?tab=users";

/**
 * One account's admin rights and removal. It is a page of its own
 * (`?tab=users&user=`), and so is each confirmation step, so every change
 * here works as a plain form post without JavaScript too. `remove` posts
 * the confirmed deletion or anonymisation: it belongs to the Users tab,
 * since the confirmation step is gone (and a deleted account's panel too)
 * once the list reloads, before its toast could show.
 */
export function ManageUserPanel({ managed, remove }: { managed: ManagedUser; remove: AdminActionState }) {
  const headingId = useId();
  const { user } = managed;
  return (
    <section
      id="manage-user"
      aria-labelledby={headingId}
      className="scroll-mt-6 rounded-xl border border-border bg-card p-5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 id={headingId} className="font-display text-xl font-semibold">
            {user.name || user.email}
          </h3>
          <p className="text-sm break-all text-muted-foreground">{user.email}</p>
        </div>
        <Button asChild variant="ghost" size="sm">
          <Link to={USERS_TAB}>Close</Link>
        </Button>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
        <Detail term="Joined">{formatDate(user.joinedAt)}</Detail>
        <Detail term="Products">{user.accessCount}</Detail>
        <Detail term="Email address">
          {user.emailVerified ? (
            <Badge variant="success">Confirmed</Badge>
          ) : (
            <Badge variant="outline">Not confirmed</Badge>
          )}
        </Detail>
        <Detail term="Role">
          <RoleBadge user={user} />
        </Detail>
      </dl>
      {managed.confirm ? (
        <ConfirmRemoval managed={managed} step={managed.confirm} remove={remove} />
      ) : (
        <div className="mt-6 grid gap-6 border-t border-border pt-6 lg:grid-cols-[1fr_2fr]">
          <AdminRights managed={managed} />
          <Removal managed={managed} />
        </div>
      )}
    </section>
  );
}

export function RoleBadge({ user }: { user: { isAdmin: boolean; anonymised: boolean } }) {
  if (user.isAdmin) return <Badge>Admin</Badge>;
  if (user.anonymised) return <Badge variant="secondary">Anonymised</Badge>;
  return <Badge variant="outline">Customer</Badge>;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="mt-1 font-medium">{children}</dd>
    </div>
  );
}

function Refusal({ children }: { children: string }) {
  return <p className="mt-3 text-sm text-muted-foreground">{children}</p>;
}

function AdminRights({ managed }: { managed: ManagedUser }) {
  const change = useAdminAction();
  const { user } = managed;
  const refusal = user.isAdmin ? managed.demote : managed.promote;
  return (
    <div>
      <h4 className="font-semibold">Admin rights</h4>
      <p className="mt-1 text-sm text-muted-foreground">
        {user.isAdmin
          ? "Opens this admin dashboard: every customer's data, products, orders and settings."
          : "A customer sees only their own library. An admin opens this dashboard."}
      </p>
      {refusal ? (
        <Refusal>{refusal}</Refusal>
      ) : (
        <AdminForm action={change} intent={user.isAdmin ? "user.demote" : "user.promote"} className="mt-3">
          <input type="hidden" name={userRoleForm.name("id")} value={user.id} />
          <Button type="submit" variant="outline" size="sm" disabled={change.pending}>
            {user.isAdmin ? "Remove admin rights" : "Make admin"}
          </Button>
        </AdminForm>
      )}
    </div>
  );
}

/** What each way of removing an account does: shown beside its button and again on its confirmation step. */
const REMOVAL_EFFECTS: Record<RemovalStep, { title: string; when: string; effects: string[] }> = {
  anonymise: {
    title: "Anonymise",
    when: "For a buyer who asks you to erase their personal data.",
    effects: [
      "Their orders and grants stay, so revenue and refunds still add up.",
      "Their name becomes “Anonymised user” and their email an address that cannot receive mail, on the account and on their orders.",
      "Their password, two-factor authentication, sessions, progress, bookmarks, listening history and account emails are removed: nobody can sign in to the account again.",
    ],
  },
  delete: {
    title: "Delete",
    when: "For a test, demo or duplicate account.",
    effects: [
      "The account is removed with its grants, progress, bookmarks, listening history and account emails.",
      "Its orders stay in the Orders tab under the email the payment provider reported, linked to no account.",
    ],
  },
};

function Removal({ managed }: { managed: ManagedUser }) {
  const { user } = managed;
  const steps: RemovalStep[] = user.anonymised ? ["delete"] : ["anonymise", "delete"];
  return (
    <div>
      <h4 className="font-semibold">Delete or anonymise</h4>
      {managed.remove ? (
        <Refusal>{managed.remove}</Refusal>
      ) : (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {steps.map((step) => (
            <div key={step} className="flex flex-col gap-3 rounded-lg border border-border p-4">
              <p className="text-sm">
                <span className="font-medium">{REMOVAL_EFFECTS[step].title}.</span>{" "}
                <span className="text-muted-foreground">{REMOVAL_EFFECTS[step].when}</span>
              </p>
              <EffectList step={step} />
              <Button asChild variant="outline" size="sm" className="mt-auto w-fit text-destructive">
                <Link to={manageUserHref(user.id, step)}>{REMOVAL_EFFECTS[step].title}…</Link>
              </Button>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

function EffectList({ step }: { step: RemovalStep }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
      {REMOVAL_EFFECTS[step].effects.map((effect) => (
        <li key={effect}>{effect}</li>
      ))}
    </ul>
  );
}

function ConfirmRemoval({
  managed,
  step,
  remove,
}: {
  managed: ManagedUser;
  step: RemovalStep;
  remove: AdminActionState;
}) {
  const { user } = managed;
  const label = step === "delete" ? "Delete account" : "Anonymise account";
  return (
    <div className="mt-6 rounded-lg border border-destructive/40 bg-destructive/5 p-4 sm:p-5">
      <h4 className="font-semibold">
        {step === "delete" ? "Delete" : "Anonymise"} {user.email}?
      </h4>
      <p className="mt-1 text-sm font-medium">This cannot be undone.</p>
      <div className="mt-3">
        <EffectList step={step} />
      </div>
      {managed.remove ? (
        <Refusal>{managed.remove}</Refusal>
      ) : (
        <AdminForm action={remove} intent={`user.${step}`} className="mt-4 flex flex-wrap gap-2">
          <input type="hidden" name={userRemoveForm.name("id")} value={user.id} />
          <Button type="submit" variant="destructive" disabled={remove.pending}>
            {remove.pending ? "Working..." : label}
          </Button>
          <Button asChild variant="outline">
            <Link to={manageUserHref(user.id)}>Cancel</Link>
          </Button>
        </AdminForm>
      )}
    </div>
  );
}
