// The leads feature's public surface for other features (browser-safe):
// the emails a lead receives.
export {
  applicationOutcomeEmail,
  applicationReceivedEmail,
  authorResultEmail,
  readinessResultEmail,
} from "./lead-emails";
