import { THANK_YOU } from "~/content/funnel";
import { ThankYouPage } from "~/features/funnel/components/thank-you-page";

export function meta() {
  return [{ title: THANK_YOU.title }, { name: "robots", content: "noindex" }];
}

export default function ThankYou() {
  return <ThankYouPage />;
}
