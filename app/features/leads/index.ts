// The leads feature's public surface for other features (browser-safe):
// the emails a lead receives.
export {
  applicationOutcomeEmail,
  applicationReceivedEmail,
  authorResultEmail,
  marketingFooter,
  readinessResultEmail,
  type LeadLinks,
} from "./lead-emails";
