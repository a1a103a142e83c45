// The application feature's public surface for other features: the admin's
// Leads tab reads saved applications through these.
export { qualifyApplication } from "./qualification";
export { applicationAnswers } from "./schemas";
