import type { Services } from "~/services.server";
import { OperatorError, runAdminCommand } from "./admin-commands";
import { createBackup } from "./backup";
import {
  ADMIN_USAGE,
  BACKUP_USAGE,
  parseAdminCommand,
  parseBackupCommand,
  parseRestoreCommand,
  RESTORE_USAGE,
  type ParsedCommand,
} from "./commands";

export type OperatorTool = "admin" | "backup" | "restore";

/** What a command printed and its exit code: 0 done, 1 refused or failed, 2 wrong usage. */
export interface OperatorResult {
  code: number;
  out: string[];
  err: string[];
}

export function parseOperatorCommand(tool: OperatorTool, args: readonly string[]): ParsedCommand {
  if (tool === "admin") return parseAdminCommand(args);
  return tool === "backup" ? parseBackupCommand(args) : parseRestoreCommand(args);
}

export function usageResult(tool: OperatorTool, message: string): OperatorResult {
  const usage = { admin: ADMIN_USAGE, backup: BACKUP_USAGE, restore: RESTORE_USAGE }[tool];
  return { code: 2, out: [], err: [message, "", usage] };
}

/** Runs a backup or admin command against open services (this process's, or the running server's). */
export async function runWithServices(
  services: Services,
  tool: "admin" | "backup",
  args: readonly string[],
  cwd: string,
): Promise<OperatorResult> {
  const parsed = parseOperatorCommand(tool, args);
  if (!parsed.ok) return usageResult(tool, parsed.message);
  const { command } = parsed;
  try {
    if (command.name === "restore") return usageResult(tool, "restore runs on its own: npm run restore");
    const out =
      command.name === "backup"
        ? await createBackup(services, command.target, cwd)
        : await runAdminCommand(services, command);
    return { code: 0, out, err: [] };
  } catch (error) {
    if (error instanceof OperatorError) return { code: 1, out: [], err: [error.message] };
    services.log.error("operator command failed", { command: command.name, error: (error as Error).message });
    return { code: 1, out: [], err: [`${command.name} failed: ${(error as Error).message}`] };
  }
}
