import { toast } from "sonner";
import { requireToaster } from "./toaster-demand";

// Importing `toast` is what tells the root layout to mount the toaster:
// a toast shown before it mounts is replayed by sonner once it subscribes.
requireToaster();

export { toast };
