import type { ReactNode } from "react";
import { Link } from "react-router";
import { CircleCheck as CheckCircle2, Mail } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/**
 * The page an email link opens (unsubscribe, confirm). Opening it changes
 * nothing: only its button, a POST, does, so a mail scanner that follows
 * links cannot unsubscribe or confirm anyone.
 */
export function EmailChoiceCard(props: {
  title: string;
  body: string;
  done: boolean;
  /** The form with its one button, shown until the choice is made. */
  children?: ReactNode;
  home: string;
}) {
  const Icon = props.done ? CheckCircle2 : Mail;
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col px-4 py-12 sm:py-20">
      <Card className="w-full">
        {/* Without a button below, the header closes the card and needs its own bottom padding. */}
        <CardHeader className={cn("items-center text-center", !props.children && "pb-6 sm:pb-7")}>
          <Icon aria-hidden="true" className={props.done ? "size-10 text-success" : "size-10 text-highlight"} />
          <CardTitle as="h1" className="font-display text-3xl">
            {props.title}
          </CardTitle>
          <CardDescription className="text-base" role={props.done ? "status" : undefined}>
            {props.body}
          </CardDescription>
        </CardHeader>
        {props.children ? <CardContent className="flex justify-center">{props.children}</CardContent> : null}
      </Card>
      <p className="mt-6 text-center text-sm">
        <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
          {props.home}
        </Link>
      </p>
    </section>
  );
}

/** The one button that makes the choice: a plain form POST, so it works before scripts load. */
export function EmailChoiceButton({ label, pending }: { label: string; pending: boolean }) {
  return (
    <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
      {label}
    </Button>
  );
}
