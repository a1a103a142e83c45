import { Fragment } from "react";
import { parseFormattedText, type Inline } from "~/lib/formatted-text";

const linkClass = "font-medium text-primary underline underline-offset-4";

function InlineContent({ content }: { content: Inline[] }) {
  return content.map((part, index) => {
    switch (part.kind) {
      case "text":
        return <Fragment key={index}>{part.text}</Fragment>;
      case "bold":
        return <strong key={index}>{part.text}</strong>;
      case "break":
        return <br key={index} />;
      case "link": {
        const external = /^https?:/i.test(part.href);
        return (
          <a key={index} href={part.href} className={linkClass} {...(external ? { rel: "noopener noreferrer" } : {})}>
            {part.text}
          </a>
        );
      }
    }
  });
}

/** The owner's formatted text (app/lib/formatted-text.ts) as elements: never as HTML. */
export function FormattedText({ source }: { source: string }) {
  return (
    <div className="space-y-4 leading-relaxed">
      {parseFormattedText(source).map((block, index) => {
        if (block.kind === "heading") {
          const Heading = block.level === 2 ? "h2" : "h3";
          return (
            <Heading
              key={index}
              className={block.level === 2 ? "pt-4 font-display text-2xl font-semibold" : "pt-2 text-lg font-semibold"}
            >
              <InlineContent content={block.content} />
            </Heading>
          );
        }
        if (block.kind === "list") {
          return (
            <ul key={index} className="list-disc space-y-1 pl-6">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <InlineContent content={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            <InlineContent content={block.content} />
          </p>
        );
      })}
    </div>
  );
}
