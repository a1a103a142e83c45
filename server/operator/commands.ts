import { z } from "zod";

/**
 * The operator's command line (`npm run admin -- <command>`, `npm run
 * backup`, `npm run restore`): what each command takes, checked before
 * anything touches the database, so bad input ends with a message and
 * writes nothing.
 */
export type OperatorCommand =
  | { name: "grant"; email: string; product: string }
  | { name: "revoke"; email: string; product: string }
  | { name: "make-admin"; email: string }
  | { name: "reset-password"; email: string }
  | { name: "list-orders"; limit: number }
  | { name: "retry-emails" }
  | { name: "backup"; target: string | undefined }
  | { name: "restore"; source: string };

export const ADMIN_USAGE = `Usage: npm run admin -- <command>
  grant <email> <product>      give an account a product (id or exact name) and email "Access Granted"
  revoke <email> <product>     end that account's active access to the product
  make-admin <email>           make an existing account an admin
  reset-password <email>       email the account a link to choose a new password
  list-orders [limit]          the newest purchase orders (default 50, at most 1000)
  retry-emails                 put every failed email back in the outbox queue`;

export const BACKUP_USAGE = "Usage: npm run backup -- [folder]   (default: ./rerouted-backup-<date>-<time>)";
export const RESTORE_USAGE = "Usage: npm run restore -- <backup folder>";

export type ParsedCommand = { ok: true; command: OperatorCommand } | { ok: false; message: string };

const email = z.email();

function parseEmail(value: string | undefined): string | null {
  if (value === undefined) return null;
  const trimmed = value.trim().toLowerCase();
  return email.safeParse(trimmed).success ? trimmed : null;
}

function arity(args: string[], count: number, usage: string): string | null {
  return args.length === count ? null : `Expected ${usage}`;
}

/** `args` are the words after the script name, e.g. ["grant", "ann@example.com", "Rerouted Audiobook"]. */
export function parseAdminCommand(args: readonly string[]): ParsedCommand {
  const [name, ...rest] = args;
  const fail = (message: string): ParsedCommand => ({ ok: false, message });
  switch (name) {
    case "grant":
    case "revoke": {
      const wrong = arity(rest, 2, `${name} <email> <product>`);
      if (wrong) return fail(wrong);
      const address = parseEmail(rest[0]);
      if (!address) return fail(`"${rest[0]}" is not an email address`);
      const product = rest[1]!.trim();
      if (!product) return fail("The product is empty: give its id or its exact name");
      return { ok: true, command: { name, email: address, product } };
    }
    case "make-admin":
    case "reset-password": {
      const wrong = arity(rest, 1, `${name} <email>`);
      if (wrong) return fail(wrong);
      const address = parseEmail(rest[0]);
      if (!address) return fail(`"${rest[0]}" is not an email address`);
      return { ok: true, command: { name, email: address } };
    }
    case "list-orders": {
      if (rest.length > 1) return fail("Expected list-orders [limit]");
      const limit = rest[0] === undefined ? 50 : Number(rest[0]);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
        return fail(`The limit must be a whole number from 1 to 1000, not "${rest[0]}"`);
      }
      return { ok: true, command: { name, limit } };
    }
    case "retry-emails": {
      const wrong = arity(rest, 0, "retry-emails (no arguments)");
      return wrong ? fail(wrong) : { ok: true, command: { name } };
    }
    case undefined:
      return fail("No command given");
    default:
      return fail(`Unknown command "${name}"`);
  }
}

export function parseBackupCommand(args: readonly string[]): ParsedCommand {
  if (args.length > 1) return { ok: false, message: "Expected at most one argument: the backup folder" };
  const target = args[0]?.trim();
  if (args.length === 1 && !target) return { ok: false, message: "The backup folder name is empty" };
  return { ok: true, command: { name: "backup", target } };
}

export function parseRestoreCommand(args: readonly string[]): ParsedCommand {
  const source = args[0]?.trim();
  if (args.length !== 1 || !source) return { ok: false, message: "Expected one argument: the backup folder" };
  return { ok: true, command: { name: "restore", source } };
}

/** Default backup folder name for a moment: rerouted-backup-20261123-174501 (UTC). */
export function defaultBackupName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `rerouted-backup-${stamp}`;
}
