// The data-rights feature's public surface for the browser: its forms.
export { accountDeletionForm, dataRequestEmail } from "./forms";
