import { ConfigError, loadConfig } from "~/config.server";
import { createLogger } from "~/logger.server";
import { openServices } from "~/services.server";
import { OperatorError } from "./admin-commands";
import { restoreBackup } from "./backup";
import { sendToRunningServer } from "./control-socket";
import {
  parseOperatorCommand,
  runWithServices,
  usageResult,
  type OperatorResult,
  type OperatorTool,
} from "./run-command";

/**
 * `npm run admin|backup|restore -- …` (scripts/operator.mjs): validates the
 * command, then runs it in the running server when it owns the embedded
 * database, or here against the configured database.
 */
export async function runOperatorCli(tool: OperatorTool, args: string[], cwd = process.cwd()): Promise<OperatorResult> {
  const parsed = parseOperatorCommand(tool, args);
  if (!parsed.ok) return usageResult(tool, parsed.message);

  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) return { code: 1, out: [], err: [error.message] };
    throw error;
  }

  if (parsed.command.name === "restore") {
    try {
      return { code: 0, out: await restoreBackup(config, parsed.command.source, cwd), err: [] };
    } catch (error) {
      if (error instanceof OperatorError) return { code: 1, out: [], err: [error.message] };
      return { code: 1, out: [], err: [`restore failed: ${(error as Error).message}`] };
    }
  }

  const runnable = tool as "admin" | "backup";
  if (!config.databaseUrl) {
    const answer = await sendToRunningServer(config.dataDir, { tool: runnable, args, cwd });
    if (answer) return answer;
  }
  // Errors only: the command's own lines are the output.
  const services = await openServices(config, createLogger("error"));
  try {
    return await runWithServices(services, runnable, args, cwd);
  } finally {
    await services.database.close();
  }
}
