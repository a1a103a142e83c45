/** What a buyer whose subscription ThriveCart bills is told instead of "Manage billing" (ThriveCart keeps that billing). */
export const THRIVECART_BILLING_NOTE =
  "Your subscription was bought through ThriveCart, which keeps its billing: to update your card or cancel, use the link in ThriveCart's emails about your purchase, or reply to any of our emails for help.";
