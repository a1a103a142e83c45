import { mkdtempSync, rmSync, statSync } from "node:fs";
import { createConnection, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/services.server";
import { controlSocketPath, listenForOperatorCommands, sendToRunningServer } from "./control-socket";

// The socket's own checks, before any command reaches the database (the
// commands themselves are tested through it in tests/integration/operator.test.ts).
const dataDir = mkdtempSync(join(tmpdir(), "rerouted-socket-"));
const errors: string[] = [];
const services = {
  config: { dataDir },
  log: { info: () => {}, error: (message: string) => errors.push(message) },
} as unknown as Services;
let server: Server | null;

beforeAll(async () => {
  server = await listenForOperatorCommands(services);
});
afterAll(() => {
  server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function rawRequest(text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = createConnection(controlSocketPath(dataDir));
    let answer = "";
    socket.on("connect", () => socket.write(text));
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("close", () => resolve(answer));
    // The server cutting an oversized request short may reset the connection mid-write.
    socket.on("error", () => resolve(answer));
  });
}

describe("the operator socket", () => {
  it("is readable and writable by its owner only", () => {
    expect(server).not.toBeNull();
    expect(statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);
  });

  it("answers a malformed request with exit code 2", async () => {
    expect(JSON.parse(await rawRequest("not json\n"))).toEqual({ code: 2, out: [], err: ["malformed request"] });
    const wrongShape = JSON.stringify({ tool: "restore", args: [], cwd: "/" });
    expect(JSON.parse(await rawRequest(`${wrongShape}\n`))).toEqual({ code: 2, out: [], err: ["malformed request"] });
  });

  it("closes the connection on a request over 64 KB without answering", async () => {
    expect(await rawRequest("x".repeat(70 * 1024))).toBe("");
  });

  it("answers a command with wrong usage with its usage, touching nothing", async () => {
    const answer = await sendToRunningServer(dataDir, {
      tool: "admin",
      args: ["grant", "not-an-email", "x"],
      cwd: "/",
    });
    expect(answer?.code).toBe(2);
    expect(answer?.err[0]).toBe('"not-an-email" is not an email address');
    expect(answer?.err.join("\n")).toContain("Usage: npm run admin -- <command>");
  });

  it("reports no running server when nothing listens", async () => {
    expect(await sendToRunningServer(join(dataDir, "elsewhere"), { tool: "admin", args: [], cwd: "/" })).toBeNull();
  });
});
