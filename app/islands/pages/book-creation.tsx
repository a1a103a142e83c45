import { ProgramPage } from "~/features/funnel/components/program/program-page";
import type { Route } from "../../routes/+types/rerouted.book-creation";

export default function BookCreation({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return <ProgramPage variant="funnel" deadline={loaderData.deadline} />;
}
