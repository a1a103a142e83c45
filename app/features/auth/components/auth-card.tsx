import type { ReactNode } from "react";
import { Alert } from "~/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/** The centred card every account page shares. */
export function AuthCard(props: {
  title: string;
  subtitle: string;
  error?: string | null;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-20">
      <Card className="w-full">
        <CardHeader className="text-center">
          <CardTitle as="h1" className="font-display text-3xl">
            {props.title}
          </CardTitle>
          <CardDescription>{props.subtitle}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          {props.error ? <Alert variant="destructive">{props.error}</Alert> : null}
          {props.children}
        </CardContent>
      </Card>
      {props.footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{props.footer}</div> : null}
    </section>
  );
}

/**
 * A labelled input; the label is tied to the control for screen readers and
 * tests. An error is shown under it, marks it aria-invalid and is announced
 * with it through aria-describedby.
 */
export function Field(props: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  defaultValue?: string;
  hint?: string;
  error?: string;
  minLength?: number;
  required?: boolean;
}) {
  const id = `field-${props.name}`;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{props.label}</Label>
      <Input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        minLength={props.minLength}
        required={props.required ?? true}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
      />
      {props.error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {props.error}
        </p>
      ) : null}
      {hintId ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
