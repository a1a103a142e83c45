// The reference for bench/serve.mjs: a bare Node `http` server that answers
// each route with the bytes and headers the real server sent for it, and a
// Range request from the same file on disk, with nothing else in the way.
// Started as a child process (like the real server) and told its routes over IPC.
import { createReadStream } from "node:fs";
import { createServer } from "node:http";

const routes = new Map();
let media = null;

const server = createServer((req, res) => {
  const path = (req.url ?? "/").split("?")[0];
  if (media && path === media.path) {
    const [, from, to] = /bytes=(\d+)-(\d+)/.exec(req.headers.range ?? "") ?? [];
    const start = Number(from);
    const end = Math.min(Number(to), media.size - 1);
    res.writeHead(206, {
      ...media.headers,
      "content-range": `bytes ${start}-${end}/${media.size}`,
      "content-length": String(end - start + 1),
    });
    createReadStream(media.file, { start, end }).pipe(res);
    return;
  }
  const route = routes.get(path);
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(route.status, route.headers);
  res.end(route.body);
});

process.on("message", (message) => {
  if (message.type === "route") {
    routes.set(message.path, {
      status: message.status,
      headers: message.headers,
      body: Buffer.from(message.body, "base64"),
    });
  } else if (message.type === "media") {
    media = message;
  }
  process.send({ type: "ok" });
});
server.listen(0, "127.0.0.1", () => process.send({ type: "listening", port: server.address().port }));
