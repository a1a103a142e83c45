import { ProgramPage } from "~/features/funnel/components/program/program-page";
import type { Route } from "../../routes/+types/rerouted";

export default function ReroutedProgram({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return <ProgramPage variant="sales" deadline={loaderData.deadline} />;
}
