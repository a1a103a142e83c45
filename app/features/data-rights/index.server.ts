// The data-rights feature's public surface for other features (server side).
export { deleteOwnAccount } from "./delete-account.server";
export { eraseSubject } from "./erase.server";
export { exportResponse, exportSubject, findSubject } from "./export.server";
export { loadDataRequests } from "./requests.server";
export { erasureMessage } from "./summary";
