import { UPSELL_AI } from "~/content/funnel";
import { UpsellAiPage } from "~/features/funnel/components/upsell-ai-page";

export function meta() {
  return [{ title: UPSELL_AI.title }, { name: "robots", content: "noindex" }];
}

export default function UpsellAi() {
  return <UpsellAiPage />;
}
