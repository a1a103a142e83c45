import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";

/** FAQ accordion: one answer open at a time, and the open one can be closed. */
export function FaqAccordion({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return (
    <Accordion type="single" collapsible className="rounded-2xl border border-border bg-card px-5 sm:px-7">
      {faqs.map((faq, index) => (
        <AccordionItem key={faq.question} value={`faq-${index}`}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent className="text-base">{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
