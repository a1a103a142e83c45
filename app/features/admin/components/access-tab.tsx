import { useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { FEED_SHARING_ADDRESSES_PER_DAY } from "~/features/podcast-feed";
import type { AdminGrant } from "../access.server";
import type { AdminTabData } from "../tab-loaders.server";
import { accessGrantForm, accessRevokeForm, feedResetForm } from "../schemas";
import { formatDate } from "./format";
import { DataTable, PanelHeader } from "./panel";
import { AdminForm, confirmFirst } from "./admin-form";
import { useAdminAction } from "./use-admin-action";
import { useUserSuggestions } from "./use-user-suggestions";
import { formatCount } from "~/lib/format-count";

export function AccessTab({ data }: { data: AdminTabData<"access"> }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PanelHeader title="Access" description="Grant a product to a user, or revoke a grant." />
      <GrantForm products={data.products} />
      <section>
        <h3 className="mb-3 font-semibold">
          All grants{" "}
          <span className="text-sm font-normal text-muted-foreground">
            ({formatCount(data.total)}
            {data.total > data.grants.length ? `, newest ${data.grants.length} shown` : ""})
          </span>
        </h3>
        <DataTable
          caption="Access grants"
          head={["Email", "Product", "Granted", "Status", ""]}
          empty={data.grants.length === 0 ? "No access granted yet." : null}
        >
          {data.grants.map((grant) => (
            <GrantRow key={grant.id} grant={grant} />
          ))}
        </DataTable>
      </section>
      <section>
        <h3 className="mb-3 font-semibold">Podcast feeds fetched (last 30 days)</h3>
        <DataTable
          caption="Podcast feeds fetched per product"
          head={["Product", "Buyers' feeds fetched"]}
          empty={data.feedsFetched.length === 0 ? "No private podcast feed was fetched in the last 30 days." : null}
        >
          {data.feedsFetched.map((row) => (
            <tr key={row.productName}>
              <td className="px-4 py-3 font-medium">{row.productName}</td>
              <td className="px-4 py-3">{formatCount(row.feeds)}</td>
            </tr>
          ))}
        </DataTable>
      </section>
    </div>
  );
}

function GrantForm({ products }: { products: { id: string; name: string; isActive: boolean }[] }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [productId, setProductId] = useState("");
  const suggestions = useUserSuggestions(email);
  const grant = useAdminAction(() => {
    setEmail("");
    setProductId("");
  });
  return (
    <AdminForm
      action={grant}
      intent="access.grant"
      className="grid gap-4 rounded-xl border border-border bg-card p-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <div className="space-y-2">
        <Label htmlFor={`${id}-email`}>User email</Label>
        <Input
          id={`${id}-email`}
          name={accessGrantForm.name("email")}
          type="email"
          required
          autoComplete="off"
          list={`${id}-users`}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {/* Matching accounts as the admin types: pick one instead of retyping an address. */}
        <datalist id={`${id}-users`}>
          {suggestions.map((user) => (
            <option key={user.email} value={user.email}>
              {user.name}
            </option>
          ))}
        </datalist>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-product`}>Product</Label>
        <Select name={accessGrantForm.name("productId")} value={productId} onValueChange={setProductId} required>
          <SelectTrigger id={`${id}-product`}>
            <SelectValue placeholder="Choose a product" />
          </SelectTrigger>
          <SelectContent>
            {products.map((p) => (
              <SelectItem key={p.id} value={p.id}>
                {p.name}
                {p.isActive ? "" : " (inactive)"}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button type="submit" disabled={!email || !productId || grant.pending}>
        {grant.pending ? "Granting..." : "Grant Access"}
      </Button>
    </AdminForm>
  );
}

function GrantRow({ grant }: { grant: AdminGrant & { feedShared: boolean } }) {
  const revoke = useAdminAction();
  const resetFeed = useAdminAction();
  return (
    <tr>
      <td className="px-4 py-3 break-all">{grant.email}</td>
      <td className="px-4 py-3 font-medium">{grant.productName}</td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDate(grant.grantedAt)}</td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-1.5">
          {grant.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Revoked</Badge>}
          {grant.feedShared ? (
            <Badge
              variant="warning"
              title={`Its podcast feed was fetched from more than ${FEED_SHARING_ADDRESSES_PER_DAY} addresses in one day`}
            >
              Feed shared?
            </Badge>
          ) : null}
        </div>
      </td>
      <td className="space-y-2 px-4 py-3 text-right">
        {grant.feedShared ? (
          <AdminForm action={resetFeed} intent="feed.reset" onSubmit={confirmFirst("Reset this buyer's feed link?")}>
            <input type="hidden" name={feedResetForm.name("id")} value={grant.id} />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              disabled={resetFeed.pending}
              aria-label={`Reset the ${grant.productName} feed of ${grant.email}`}
            >
              Reset feed
            </Button>
          </AdminForm>
        ) : null}
        {grant.isActive ? (
          <AdminForm action={revoke} intent="access.revoke" onSubmit={confirmFirst("Revoke access?")}>
            <input type="hidden" name={accessRevokeForm.name("id")} value={grant.id} />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              className="text-destructive"
              disabled={revoke.pending}
              aria-label={`Revoke ${grant.productName} from ${grant.email}`}
            >
              Revoke
            </Button>
          </AdminForm>
        ) : null}
      </td>
    </tr>
  );
}
