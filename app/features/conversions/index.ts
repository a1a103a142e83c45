// The conversions feature's public surface (browser-safe): the page a buy
// button names as its checkout's start, and the server's check of it.
export { checkoutPageOf, MAX_PAGE_LENGTH, sitePage } from "./visitor-context";
