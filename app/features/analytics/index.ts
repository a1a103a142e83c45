// The analytics feature's public surface for other features (browser-safe):
// the first-party event and ad-pixel services, and the admin's funnel report.
export { FunnelReport } from "./components/funnel-report";
export { BUSINESS_EVENTS } from "./funnels";
export { trackPixel } from "./pixel";
export { parseReportRange } from "./report-range";
export { flushEvents, track } from "./track";
