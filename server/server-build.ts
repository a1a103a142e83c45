import type { ServerBuild } from "react-router";

export type LoadBuild = () => Promise<ServerBuild>;

/**
 * A React Router handler of the server build. Handed a function that loads
 * the build, React Router derives its route table again on every request
 * (flattening, ranking and compiling every route's path: a few milliseconds
 * of CPU), which development needs for Vite's fresh modules. In production
 * the build never changes: the handler is created once, with the build the
 * first request loads.
 */
export function handlerOfBuild<A extends unknown[], R>(
  load: LoadBuild,
  { fresh }: { fresh: boolean },
  create: (build: ServerBuild | LoadBuild) => (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  if (fresh) return create(load);
  let handler: Promise<(...args: A) => Promise<R>> | undefined;
  return async (...args) => (await (handler ??= load().then(create)))(...args);
}
