// The leads feature's public surface for other features (server side).
export {
  enqueueLeadEmail,
  leadMailSettings,
  linksFor,
  saveLeadWithFollowup,
  type LeadContext,
} from "./followups.server";
export { CONTACT_PARAM, normalizeContact, readContactToken } from "./link-tokens.server";
export { sampleEmails } from "./sample-emails";
