/**
 * The query parameter of links to the site in emails: the reader's signed
 * address, which binds the browser that opens it to that contact's offer
 * deadlines (features/funnel/deadlines.server.ts).
 */
export const CONTACT_PARAM = "contact";
