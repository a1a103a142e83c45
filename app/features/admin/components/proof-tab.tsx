import { ArrowDown, ArrowUp, ExternalLink, Plus, Trash as Trash2 } from "~/components/ui/icons";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { fieldBaseClasses } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  SOCIAL_PROOF_LIMITS,
  TESTIMONIAL_PLACE_LABELS,
  TESTIMONIAL_PLACES,
  type Testimonial,
  type TestimonialPlace,
} from "~/content/social-proof";
import { PROOF_FIELDS, testimonialField } from "~/lib/social-proof-form";
import type { AdminTabData } from "../tab-loaders.server";
import { AdminForm } from "./admin-form";
import { PanelHeader } from "./panel";
import { SettingsField, SettingsSection } from "./settings-field";
import { useAdminAction } from "./use-admin-action";

type ProofData = AdminTabData<"proof">;

const PLACE_PATHS: Record<TestimonialPlace, string> = { book: "/book", program: "/rerouted" };

const EMPTY: Testimonial = { quote: "", name: "", role: "", rating: null, permission: false };

/** A row of the editor: the testimonial it started from, and a key that follows it when moved. */
interface Row {
  key: number;
  initial: Testimonial;
}

/**
 * The Social proof tab: the testimonials of the book and program pages in
 * the order they show, the book page's recent-orders toast and the AI
 * trial's capacity. A testimonial shows only with "Permission on file"
 * ticked, and a page's section stays hidden while none is.
 */
export function ProofTab({ data }: { data: ProofData }) {
  const save = useAdminAction();
  const errors = save.reply?.fieldErrors ?? {};
  const { recentOrders, trialCapacity } = data.proof;
  return (
    <div>
      <PanelHeader
        title="Social proof"
        description="Only what you enter here is shown: quotes you have permission to use, and your real orders."
      />
      <AdminForm action={save} intent="proof.save" className="space-y-6" aria-label="Social proof">
        {TESTIMONIAL_PLACES.map((place) => (
          <TestimonialList key={place} place={place} testimonials={data.proof.testimonials[place]} errors={errors} />
        ))}
        <SettingsSection
          title="Recent orders on the book page"
          description="A small notice of real book orders from the last 30 days: the buyer's first name and city when their order gave them, the edition and how long ago."
        >
          <label className="flex items-center gap-2 text-sm font-medium md:col-span-2">
            <input
              type="checkbox"
              id={PROOF_FIELDS.recentOrdersEnabled}
              name={PROOF_FIELDS.recentOrdersEnabled}
              defaultChecked={recentOrders.enabled}
              className="size-4 accent-primary"
            />
            Show recent orders on the book page
          </label>
          <SettingsField
            name={PROOF_FIELDS.threshold}
            label="Fewest orders to show"
            defaultValue={String(recentOrders.threshold)}
            hint="With fewer book orders than this in the last 30 days, no notice is shown."
            error={errors[PROOF_FIELDS.threshold]}
          />
        </SettingsSection>
        <SettingsSection
          title="AI trial spots"
          description="The AI upsell says “Only N trial spots left” only when you set how many you offer: N is that number minus the trial's orders."
        >
          <SettingsField
            name={PROOF_FIELDS.trialCapacity}
            label="Trial spots offered"
            defaultValue={trialCapacity === null ? "" : String(trialCapacity)}
            hint="Leave empty to show no count."
            error={errors[PROOF_FIELDS.trialCapacity]}
          />
        </SettingsSection>
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={save.pending}>
            {save.pending ? "Saving..." : "Save social proof"}
          </Button>
        </div>
      </AdminForm>
    </div>
  );
}

function TestimonialList({
  place,
  testimonials,
  errors,
}: {
  place: TestimonialPlace;
  testimonials: readonly Testimonial[];
  errors: Record<string, string>;
}) {
  const nextKey = useRef(testimonials.length);
  const [rows, setRows] = useState<Row[]>(() => testimonials.map((initial, key) => ({ key, initial })));
  const move = (from: number, to: number) =>
    setRows((current) => {
      const moved = [...current];
      const [row] = moved.splice(from, 1);
      moved.splice(to, 0, row!);
      return moved;
    });
  const shown = testimonials.filter((t) => t.permission).length;
  const title = TESTIMONIAL_PLACE_LABELS[place];
  return (
    <section
      id={`testimonials-${place}`}
      aria-labelledby={`testimonials-${place}-title`}
      className="scroll-mt-28 rounded-xl border border-border bg-card p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`testimonials-${place}-title`} className="font-display text-xl font-semibold">
            {title}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            {shown === 0
              ? "None shown: the section is hidden until a testimonial has permission on file."
              : `${shown} shown on the page, in this order.`}
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={PLACE_PATHS[place]} target="_blank" rel="noopener noreferrer">
            View page
            <ExternalLink aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      </div>
      <ol className="mt-4 space-y-4">
        {rows.map((row, index) => (
          <li key={row.key}>
            <TestimonialFields
              place={place}
              index={index}
              count={rows.length}
              initial={row.initial}
              errors={errors}
              onMove={(to) => move(index, to)}
              onRemove={() => setRows((current) => current.filter((other) => other.key !== row.key))}
            />
          </li>
        ))}
      </ol>
      {rows.length < SOCIAL_PROOF_LIMITS.testimonials ? (
        <Button
          type="button"
          variant="outline"
          className="mt-4"
          onClick={() => setRows((current) => [...current, { key: nextKey.current++, initial: EMPTY }])}
        >
          <Plus aria-hidden /> Add a testimonial
        </Button>
      ) : null}
    </section>
  );
}

function TestimonialFields(props: {
  place: TestimonialPlace;
  index: number;
  count: number;
  initial: Testimonial;
  errors: Record<string, string>;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { place, index, count, initial, errors } = props;
  const name = (key: keyof Testimonial) => testimonialField(place, index, key);
  const number = index + 1;
  const ratingError = errors[name("rating")];
  return (
    <fieldset className="rounded-lg border border-border p-4">
      {/* Floated, so the move and remove buttons share its line. */}
      <legend className="float-left pt-2 text-sm font-semibold">Testimonial {number}</legend>
      <div className="mb-3 flex justify-end gap-1">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          disabled={index === 0}
          onClick={() => props.onMove(index - 1)}
          aria-label={`Move testimonial ${number} up`}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          disabled={index === count - 1}
          onClick={() => props.onMove(index + 1)}
          aria-label={`Move testimonial ${number} down`}
        >
          <ArrowDown aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={props.onRemove}
          aria-label={`Remove testimonial ${number}`}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <div className="clear-both grid gap-4 md:grid-cols-2 [&>*]:min-w-0">
        <div className="md:col-span-2">
          <SettingsField
            name={name("quote")}
            label="Quote"
            rows={3}
            defaultValue={initial.quote}
            error={errors[name("quote")]}
          />
        </div>
        <SettingsField name={name("name")} label="Name" defaultValue={initial.name} error={errors[name("name")]} />
        <SettingsField
          name={name("role")}
          label="Role or location"
          defaultValue={initial.role}
          hint="Optional, e.g. “Pastor, Ohio”."
          error={errors[name("role")]}
        />
        <div className="space-y-2">
          <div className="flex min-h-6 items-center">
            <Label htmlFor={name("rating")}>Star rating</Label>
          </div>
          <select
            id={name("rating")}
            name={name("rating")}
            defaultValue={initial.rating === null ? "" : String(initial.rating)}
            aria-invalid={ratingError ? true : undefined}
            className={cn(fieldBaseClasses, "h-11 px-3 sm:h-10")}
          >
            <option value="">No rating</option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {stars} out of 5
              </option>
            ))}
          </select>
          {ratingError ? <p className="text-sm font-medium text-destructive">{ratingError}</p> : null}
        </div>
        <div className="flex items-end pb-2">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name={name("permission")}
              defaultChecked={initial.permission}
              className="size-4 accent-primary"
            />
            Permission on file
          </label>
        </div>
      </div>
      <p className="mt-3 text-xs text-muted-foreground">
        Tick “Permission on file” only when this person agreed to be quoted: unticked testimonials are never shown.
      </p>
    </fieldset>
  );
}
