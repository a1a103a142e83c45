import { createServer as createTcpServer, type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { listen, startingGate } from "./listen";

describe("listen", () => {
  it("rejects with EADDRINUSE on a port another server holds", async () => {
    const holder = createTcpServer();
    await new Promise<void>((done) => holder.listen(0, done));
    const { port } = holder.address() as AddressInfo;
    try {
      await expect(listen(() => {}, port)).rejects.toMatchObject({ code: "EADDRINUSE" });
    } finally {
      await new Promise((done) => holder.close(done));
    }
  });

  it("resolves with the listening server", async () => {
    const server = await listen((_req, res) => res.end("ok"), 0);
    try {
      const { port } = server.address() as AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("ok");
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});

describe("startingGate", () => {
  it("answers 503 with Retry-After until the application is handed over, then passes every request to it", async () => {
    const gate = startingGate();
    const server = await listen(gate.handler, 0);
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
      const starting = await fetch(url);
      expect(starting.status).toBe(503);
      expect(starting.headers.get("retry-after")).toBe("5");
      expect(await starting.json()).toEqual({
        status: "starting",
        error: "The site is starting. Please try again in a few seconds.",
      });
      gate.open((req, res) => res.end(`app: ${req.url}`));
      expect(await (await fetch(url)).text()).toBe("app: /healthz");
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
