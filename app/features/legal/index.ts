export { legalTextOf } from "./legal-text";
