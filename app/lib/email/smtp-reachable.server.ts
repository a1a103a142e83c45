import { connect as connectTcp, type Socket } from "node:net";
import { connect as connectTls } from "node:tls";

/**
 * Whether the SMTP server in SMTP_URL answers with its "220" greeting
 * within `timeoutMs`. A bare greeting, not a login: the health check runs
 * every few seconds and must not open authenticated sessions.
 */
export function smtpReachable(smtpUrl: string, timeoutMs: number): Promise<boolean> {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const port = Number(url.port || (secure ? 465 : 587));
  return new Promise((resolve) => {
    let settled = false;
    const socket: Socket = secure
      ? connectTls({ host: url.hostname, port, servername: url.hostname })
      : connectTcp({ host: url.hostname, port });
    const finish = (ok: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(ok);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    let greeting = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      greeting += chunk;
      if (greeting.includes("\n")) finish(greeting.startsWith("220"));
    });
    socket.on("error", () => finish(false));
    socket.on("close", () => finish(false));
  });
}
