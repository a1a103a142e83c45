// The time from a fresh clone to the first page, as README's
// `npm install && npm start` gives it: the install (npm's cache warm, as on
// any machine that installed once), the build `npm start` runs, and the
// server's start on an empty embedded database up to a 200 for `/`.
// Each commit is cloned afresh; the runs alternate between commits so a
// machine's changing load falls on all of them alike. Also counts the lines
// of the build's output that need no action (warnings a reader skips).
//
// Usage: node bench/first-start.mjs [--runs 2] [commit ...]   (default: HEAD)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const repo = join(import.meta.dirname, "..");
const { values, positionals } = parseArgs({
  options: { runs: { type: "string", default: "1" } },
  allowPositionals: true,
});
const commits = positionals.length > 0 ? positionals : ["HEAD"];
const runs = Number(values.runs);

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")}: ${code}\n${output}`)),
    );
  });
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function firstStart(commit) {
  const dir = mkdtempSync(join(tmpdir(), "rerouted-first-start-"));
  try {
    await run("git", ["clone", "--quiet", "--no-checkout", repo, dir]);
    await run("git", ["-C", dir, "checkout", "--quiet", commit]);
    const began = performance.now();
    await run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir });
    const installed = performance.now();
    const port = await freePort();
    const server = spawn("npm", ["start"], {
      cwd: dir,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        PORT: String(port),
        BASE_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: join(dir, "data"),
        DEMO_PASSWORD: "first-start-bench",
        LOG_LEVEL: "warn",
      },
    });
    let output = "";
    let builtAt = null;
    const note = (chunk) => {
      output += chunk;
      if (builtAt === null && /precompressed \d+ files/.test(output)) builtAt = performance.now();
    };
    server.stdout.on("data", note);
    server.stderr.on("data", note);
    try {
      for (;;) {
        if (server.exitCode !== null) throw new Error(`npm start exited ${server.exitCode}\n${output.slice(-2000)}`);
        const answer = await fetch(`http://127.0.0.1:${port}/`).catch(() => null);
        if (answer?.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      process.kill(-server.pid, "SIGTERM");
    }
    const served = performance.now();
    const noise = output
      .split("\n")
      .filter((line) =>
        /Generated an empty chunk|Future Flag Warning|Error when using sourcemap|cannot interpret|dynamic import will not move/.test(
          line,
        ),
      ).length;
    return {
      commit,
      install: (installed - began) / 1000,
      build: ((builtAt ?? installed) - installed) / 1000,
      boot: (served - (builtAt ?? installed)) / 1000,
      total: (served - began) / 1000,
      noise,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}`,
);
const results = [];
for (let i = 0; i < runs; i += 1) {
  for (const commit of commits) {
    const result = await firstStart(commit);
    results.push(result);
    console.log(
      `${commit.padEnd(12)} install ${result.install.toFixed(1)} s, build ${result.build.toFixed(1)} s, server ${result.boot.toFixed(1)} s: first page after ${result.total.toFixed(1)} s; ${result.noise} lines of build noise`,
    );
  }
}
if (runs > 1) {
  for (const commit of commits) {
    const totals = results
      .filter((r) => r.commit === commit)
      .map((r) => r.total)
      .sort((a, b) => a - b);
    console.log(
      `${commit.padEnd(12)} median first page ${totals[Math.floor(totals.length / 2)].toFixed(1)} s over ${totals.length} runs`,
    );
  }
}
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}`,
);
