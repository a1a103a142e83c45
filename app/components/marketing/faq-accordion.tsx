import { ChevronDown } from "~/components/ui/icons";
import { useId } from "react";

/**
 * FAQ accordion: one answer open at a time, and the open one can be closed.
 * Native <details> elements sharing a `name` (an exclusive accordion in
 * current browsers): keyboard support, search-in-page and the open/closed
 * state come from the browser, it works before the page's JavaScript has
 * loaded, and it adds no script to the page.
 */
export function FaqAccordion({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  const name = useId();
  return (
    <div className="rounded-2xl border border-border bg-card px-5 sm:px-7">
      {faqs.map((faq) => (
        <details key={faq.question} name={name} className="group border-b border-border last:border-b-0">
          <summary
            className={
              "flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-left transition-colors hover:text-primary [&::-webkit-details-marker]:hidden " +
              "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            }
          >
            <h3 className="text-base font-medium">{faq.question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <p className="pb-4 text-base leading-relaxed text-muted-foreground">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
