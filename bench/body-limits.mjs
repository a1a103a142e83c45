// Oversized bodies: 50 MB posted to the sign-in and password-reset forms,
// one after another and then 8 at once, with and without a declared
// Content-Length (a chunked body can only be refused while it is read).
// Prints each answer's status and the server's resident memory growth.
// Target: 413 for every declared length (411 for a body without one) and
// RSS growth under 50 MB. "error EPIPE" is a client that was still writing
// when the server, having answered and read nothing more, closed the
// connection (Node's HTTP server does so with a refused body; curl and
// browsers show the answer).
// Runs the built server (npm run build first); BENCH_DATABASE_URL as for the other benchmarks.
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { setInterval, clearInterval } from "node:timers";
import { startBenchServer } from "./server.mjs";

const BODY_MB = Number(process.env.BENCH_BODY_MB ?? 50);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 8);
const MB = 1024 * 1024;
const PATHS = ["/login", "/reset-password"];

/** Resident set size of a process, from /proc (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Posts BODY_MB of form data in 1 MB writes. Answers the status the server
 * sent, even when it closed the connection before the rest of the body was
 * written (as it should: it does not read a body it refused).
 */
function postHuge(baseUrl, path, { chunked }) {
  const url = new URL(path, baseUrl);
  const headers = { origin: baseUrl, "content-type": "application/x-www-form-urlencoded" };
  if (!chunked) headers["content-length"] = String(BODY_MB * MB);
  return new Promise((resolve) => {
    let status;
    let failure;
    const req = request({ host: url.hostname, port: url.port, method: "POST", path, headers, agent: false }, (res) => {
      status = String(res.statusCode);
      res.resume();
    });
    req.on("error", (error) => (failure = `error ${error.code ?? error.message}`));
    req.on("close", () => resolve(status ?? failure ?? "no answer"));
    const chunk = Buffer.alloc(MB, "a");
    let sent = 0;
    const write = () => {
      while (sent < BODY_MB && !req.destroyed) {
        sent += 1;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

const server = await startBenchServer();
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
try {
  // Warm up the routes so their first-load cost is not counted as growth.
  for (const path of PATHS) await postHuge(server.baseUrl, path, { chunked: false }).catch(() => {});
  console.log(`Oversized form posts: ${BODY_MB} MB each, ${server.database}`);
  for (const chunked of [false, true]) {
    for (const mode of ["serial", "parallel"]) {
      const before = rssMb(server.pid);
      peak = before;
      const statuses = [];
      if (mode === "serial") {
        for (const path of PATHS)
          for (let i = 0; i < 4; i += 1) statuses.push(await postHuge(server.baseUrl, path, { chunked }));
      } else {
        const posts = Array.from({ length: PARALLEL }, (_, i) => postHuge(server.baseUrl, PATHS[i % 2], { chunked }));
        statuses.push(...(await Promise.all(posts)));
      }
      const counts = statuses.reduce((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});
      const label = `${chunked ? "chunked" : "Content-Length"}, ${mode === "serial" ? "8 one after another" : `${PARALLEL} in parallel`}`;
      console.log(
        `  ${label.padEnd(38)} answers ${JSON.stringify(counts)}  RSS ${before.toFixed(0)} MB -> peak ${peak.toFixed(0)} MB (growth ${(peak - before).toFixed(1)} MB)`,
      );
    }
  }
} finally {
  clearInterval(sampler);
  await server.stop();
}
