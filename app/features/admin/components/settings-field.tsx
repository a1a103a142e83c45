import type { ReactNode, Ref } from "react";
import { Badge } from "~/components/ui/badge";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { completeWebAddress } from "~/lib/web-address";

/** Marks a field that still holds the shipped placeholder (the launch checklist links here). */
export function PlaceholderBadge() {
  return (
    <Badge variant="outline" className="border-highlight/40 text-highlight">
      Placeholder
    </Badge>
  );
}

/**
 * One labelled setting. Its id is the input's name unless given, so the
 * launch checklist can link straight to it (`#supportEmail`).
 */
export function SettingsField(props: {
  name: string;
  /** When several forms of a page share input names (the Offers tab: `book.price`). */
  id?: string;
  label: string;
  defaultValue: string;
  error?: string;
  hint?: ReactNode;
  placeholder?: boolean;
  /** Rows of a multi-line field; a single-line input without it. */
  rows?: number;
  type?: "text" | "email" | "url";
  inputMode?: "decimal";
  /** A single-line input's element, for a control that fills it in (an upload). */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { name, error, inputRef } = props;
  const id = props.id ?? name;
  const describedBy = [props.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const shared = {
    id,
    name,
    defaultValue: props.defaultValue,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: "scroll-mt-28",
  };
  return (
    <div className="space-y-2">
      <div className="flex min-h-6 flex-wrap items-center gap-2">
        <Label htmlFor={id}>{props.label}</Label>
        {props.placeholder ? <PlaceholderBadge /> : null}
      </div>
      {props.rows ? (
        <Textarea rows={props.rows} {...shared} />
      ) : (
        <Input
          type={props.type ?? "text"}
          inputMode={props.inputMode}
          autoComplete="off"
          ref={inputRef}
          // An address typed without https:// shows as it will be saved (the server completes it too).
          onBlur={
            props.type === "url"
              ? (event) => {
                  event.currentTarget.value = completeWebAddress(event.currentTarget.value);
                }
              : undefined
          }
          {...shared}
        />
      )}
      {props.hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A titled group of settings inside a tab. */
export function SettingsSection(props: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-border bg-card p-5 sm:p-6">
      <legend className="float-left w-full">
        <span className="font-display text-xl font-semibold">{props.title}</span>
        {props.description ? (
          <span className="mt-1 block text-sm text-muted-foreground">{props.description}</span>
        ) : null}
      </legend>
      <div className="clear-both grid gap-5 pt-4 md:grid-cols-2">{props.children}</div>
    </fieldset>
  );
}
