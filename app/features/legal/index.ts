export { legalTextOf } from "./legal-text";
export { SITE_TAB_GAP } from "./template";
