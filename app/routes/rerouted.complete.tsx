import { COMPLETE } from "~/content/funnel";
import { CompletePage } from "~/features/funnel/components/complete-page";

export function meta() {
  return [{ title: COMPLETE.title }, { name: "robots", content: "noindex" }];
}

export default function Complete() {
  return <CompletePage />;
}
