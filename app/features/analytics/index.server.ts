// The analytics feature's public surface for other features (server side).
export { loadFunnelReport } from "./funnel-report.server";
