import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_UA, startTestServer, type TestServer } from "./harness";
import { machineTime } from "../support/machine-time";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe("pages and headers", () => {
  it("shows the 404 page with status 404 for an unknown route", async () => {
    const response = await server.request("/no/such/page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found");
    expect(html).toContain("Return to Home");
  });

  it("reports health with the database driver, storage and SMTP", async () => {
    const response = await server.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      database: server.services.database.driver,
      checks: { database: "ok", storage: "ok", smtp: "not configured" },
    });
  });

  it("sends security headers and a nonce-based CSP that matches the inline scripts", async () => {
    const response = await server.request("/login");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const inlineScripts = html.match(/<script(?![^>]*src=)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
    // A new nonce per response.
    const again = (await server.request("/login")).headers.get("content-security-policy");
    expect(again).not.toContain(nonce);
  });

  it("serves hashed assets precompressed with an immutable cache", async () => {
    const html = await (await server.request("/login")).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await server.request(asset!, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toMatch(/text\/css/);
  });

  it("serves the installable app's manifest and the service worker, which the pages' policy allows", async () => {
    const html = await (await server.request("/login")).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    const manifest = await server.request("/manifest.webmanifest");
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json");
    const { start_url, icons } = (await manifest.json()) as { start_url: string; icons: { src: string }[] };
    expect(start_url).toBe("/dashboard");
    for (const icon of icons) expect((await server.request(icon.src)).status, icon.src).toBe(200);
    const worker = await server.request("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    // Asked for again at every update check, so a new build reaches the browser.
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(worker.headers.get("content-security-policy")).toBe("default-src 'self'");
    const csp = (await server.request("/login")).headers.get("content-security-policy");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it("answers a malformed URL without a 500", async () => {
    const response = await server.request("/%E0%A4%A");
    expect(response.status).toBeLessThan(500);
  });
});

/** The built server as its own process, as `node server.js` starts it, on a fresh embedded database. */
async function startServerProcess() {
  const dataDir = mkdtempSync(join(tmpdir(), "rerouted-process-"));
  const port = 40_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      BASE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const stop = () => {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("server did not start")), machineTime(90_000));
      child.stdout.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes('"message":"listening"')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  } catch (error) {
    stop();
    throw error;
  }
  return { child, port, exited, stop };
}

describe("graceful shutdown", () => {
  it("lets a slow in-flight request finish after SIGTERM, then exits 0", { timeout: machineTime(120_000) }, async () => {
    const { child, port, exited, stop } = await startServerProcess();
    try {
      const body = JSON.stringify({ events: [{ type: "click", name: "slow_request", path: "/" }] });
      const responded = new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port,
            path: "/api/events",
            method: "POST",
            headers: {
              "content-type": "application/json",
              "content-length": Buffer.byteLength(body),
              "user-agent": BROWSER_UA,
              origin: `http://127.0.0.1:${port}`,
            },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
        // Half the body now, SIGTERM, the rest a second later: the request is in flight.
        req.write(body.slice(0, 10));
        setTimeout(() => child.kill("SIGTERM"), 200);
        setTimeout(() => req.end(body.slice(10)), 1_200);
      });
      expect(await responded).toBe(202);
      expect(await exited).toBe(0);
    } finally {
      stop();
    }
  });
});

describe("kept-alive connections", () => {
  it(
    "stay open past Node's 5 s default for a proxy to reuse, and SIGTERM still ends the process at once",
    { timeout: machineTime(120_000) },
    async () => {
      const { child, port, exited, stop } = await startServerProcess();
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const get = () =>
        new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
          const req = httpRequest({ host: "127.0.0.1", port, path: "/healthz", agent }, (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
          });
          req.on("error", reject);
          req.end();
        });
      try {
        expect(await get()).toEqual({ status: 200, reused: false });
        // Idle longer than Node's default keep-alive timeout, then the same connection again.
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        expect(await get()).toEqual({ status: 200, reused: true });
        // The idle connection does not hold the shutdown for the keep-alive timeout.
        const stopped = Date.now();
        child.kill("SIGTERM");
        expect(await exited).toBe(0);
        expect(Date.now() - stopped).toBeLessThan(30_000);
      } finally {
        agent.destroy();
        stop();
      }
    },
  );
});
