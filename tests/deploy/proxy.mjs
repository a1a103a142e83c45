// The reverse-proxy examples of docs/deploy/ run as shipped (only ports,
// names and certificate paths substituted) in front of two instances on one
// PostgreSQL: nginx from Debian, and Caddy when it is installed. Through
// each proxy, over TLS: /healthz from both instances, the client address
// the instances see, a session that works on either instance, an audio
// upload larger than nginx's default body limit, and a chapter's Range sent
// by the proxy itself after the app's access check (MEDIA_ACCEL_REDIRECT);
// for nginx also the http -> https redirect. Then stops everything and drops its database.
// Usage: `node tests/deploy/proxy.mjs` after `npm run build`;
// TEST_DATABASE_URL picks the PostgreSQL server (default the local one).
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { NGINX, nginxConfig, substituted } from "./nginx.mjs";

const root = join(import.meta.dirname, "../..");
const which = (...paths) => paths.find((path) => existsSync(path));
const CADDY = which("/usr/bin/caddy", "/usr/local/bin/caddy");
const loud = (message) => console.log(`${"!".repeat(72)}\n!! ${message}\n${"!".repeat(72)}`);
if (!NGINX) {
  loud("PROXY TEST SKIPPED: nginx is not installed (Debian: apt-get install nginx).");
  process.exit(0);
}
if (!existsSync(join(root, "build/server/index.js"))) {
  console.error("Run npm run build first.");
  process.exit(1);
}
// The certificates are this test's own (openssl below, Caddy's internal CA).
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const work = mkdtempSync(join(tmpdir(), "rerouted-proxy-"));
const children = [];
let databaseName;
let failed = false;

function check(condition, message) {
  if (!condition) throw new Error(`FAILED: ${message}`);
  console.log(`ok - ${message}`);
}

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: "/", env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  child.output = "";
  child.stdout.on("data", (chunk) => (child.output += chunk));
  child.stderr.on("data", (chunk) => (child.output += chunk));
  child.name = name;
  children.push(child);
  return child;
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(child.name === "nginx" ? "SIGQUIT" : "SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  await exited;
  clearTimeout(timer);
}

async function waitFor(url, child) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${child.name} exited:\n${child.output}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${child.name} did not answer ${url}:\n${child.output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The instances' DATA_DIR (the proxies' upload folder). */
const dataDirOf = () => join(work, "data");

function startNginx({ httpsPort, httpPort, upstreams }) {
  const args = nginxConfig({
    dir: join(work, "nginx"),
    httpsPort,
    httpPort,
    upstreams,
    uploadsDir: `${dataDirOf()}/uploads`,
  });
  return start("nginx", NGINX, args, {});
}

function startCaddy({ httpsPort, httpPort, upstreams }) {
  const dir = join(work, "caddy");
  mkdirSync(dir, { recursive: true });
  const site = substituted("docs/deploy/Caddyfile", [
    ["rerouted.example {", `https://127.0.0.1:${httpsPort} {\n\ttls internal`],
    [
      "reverse_proxy 127.0.0.1:3000 127.0.0.1:3001",
      `reverse_proxy 127.0.0.1:${upstreams[0]} 127.0.0.1:${upstreams[1]}`,
    ],
    ["root * /var/lib/rerouted/uploads", `root * ${dataDirOf(upstreams)}/uploads`],
  ]);
  // Test-only globals: no admin API, no system trust store, state in the work folder.
  const globals = `{\n\tadmin off\n\tskip_install_trust\n\tstorage file_system ${dir}/data\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n}\n\n`;
  writeFileSync(join(dir, "Caddyfile"), globals + site);
  execFileSync(CADDY, ["validate", "--adapter", "caddyfile", "--config", join(dir, "Caddyfile")], {
    stdio: "ignore",
    env: { ...process.env, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
  });
  return start("caddy", CADDY, ["run", "--adapter", "caddyfile", "--config", join(dir, "Caddyfile")], {
    XDG_DATA_HOME: dir,
    XDG_CONFIG_HOME: dir,
  });
}

/** The checks every proxy must pass. */
async function checkThrough(proxy, { publicUrl, instances: [a, b], databaseUrl, dataDir }) {
  const viaProxy = (path, init = {}) =>
    fetch(`${publicUrl}${path}`, {
      redirect: "manual",
      ...init,
      headers: {
        "user-agent":
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
        ...init.headers,
      },
    });

  // Each instance logs one JSON line per request, with the client address it decided (complete lines only:
  // the last piece of the output may still be arriving).
  const healthLines = (child) =>
    child.output
      .split("\n")
      .slice(0, -1)
      .filter((line) => line.includes('"path":"/healthz"') && line.includes('"status":200'));
  const [beforeA, beforeB] = [healthLines(a).length, healthLines(b).length];
  const HEALTH_CHECKS = 6;
  for (let i = 0; i < HEALTH_CHECKS; i += 1) {
    const health = await viaProxy("/healthz", { headers: { "x-forwarded-for": "203.0.113.66" } });
    const answer = await health.json();
    check(health.status === 200 && answer.database === "postgres", `${proxy}: GET /healthz (${i + 1}/6)`);
  }
  // An instance writes its log lines in batches, at most a second late (docs/operations.md#logs); the
  // proxy's own health checks add lines of their own, so each instance's are awaited.
  const bothLogged = () => healthLines(a).length > beforeA && healthLines(b).length > beforeB;
  for (const deadline = Date.now() + 15_000; !bothLogged() && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const proxied = [...healthLines(a).slice(beforeA), ...healthLines(b).slice(beforeB)];
  check(
    healthLines(a).length > beforeA && healthLines(b).length > beforeB,
    `${proxy}: both instances answered through the proxy`,
  );
  const seen = new Set(proxied.map((line) => JSON.parse(line).ip));
  check(
    seen.size === 1 && seen.has("127.0.0.1"),
    `${proxy}: with TRUST_PROXY=1 the instances see the address the proxy saw, not the one the client claimed (${[...seen]})`,
  );

  // A session: sign in (a form action, so Origin and the forwarded scheme must agree with BASE_URL).
  const login = await viaProxy("/login", {
    method: "POST",
    headers: { origin: publicUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "admin@example.com", password: "demo-password-123" }),
  });
  const setCookies = login.headers.getSetCookie();
  check(login.status === 302 || login.status === 303, `${proxy}: sign-in redirects (status ${login.status})`);
  check(
    setCookies.some((c) => /; Secure/i.test(c)),
    `${proxy}: the session cookie is Secure behind the TLS proxy`,
  );
  const cookie = setCookies.map((c) => c.split(";")[0]).join("; ");
  for (let i = 0; i < 4; i += 1) {
    const page = await viaProxy("/admin", { headers: { cookie } });
    check(page.status === 200, `${proxy}: the session opens /admin on whichever instance answers (${i + 1}/4)`);
  }

  // An audio upload larger than nginx's default 1 MB body limit, streamed through the proxy.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query("select id from products where product_type = 'audiobook' limit 1");
  await db.end();
  const chapter = readFileSync(join(root, "seed/media/chapter-01.mp3"));
  const body = Buffer.concat(Array.from({ length: Math.ceil((12 * 1024 * 1024) / chapter.length) }, () => chapter));
  const upload = await viaProxy(`/admin/uploads/audio?productId=${rows[0].id}&name=${proxy}-test.mp3`, {
    method: "POST",
    headers: { cookie, origin: publicUrl, "content-type": "audio/mpeg" },
    body,
  });
  const saved = await upload.json();
  const mb = (body.length / 1048576).toFixed(1);
  check(upload.status === 201, `${proxy}: a ${mb} MB audio upload is stored (status ${upload.status})`);
  check(statSync(join(dataDir, "uploads", saved.key)).size === body.length, `${proxy}: the stored file has every byte`);

  // A chapter's Range: the app checks the signed URL, the proxy sends the bytes from the upload folder.
  const reader = await viaProxy("/login", {
    method: "POST",
    headers: { origin: publicUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "reader@example.com", password: "demo-password-123" }),
  });
  const readerCookie = reader.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const playerPage = await (await viaProxy(`/product/${rows[0].id}`, { headers: { cookie: readerCookie } })).text();
  const mediaUrl = /\/media\/chapters\/[0-9a-f-]{36}\?token=[^"&]+/.exec(playerPage)?.[0];
  check(Boolean(mediaUrl), `${proxy}: the player hands out a signed chapter URL`);
  const ranged = await viaProxy(mediaUrl, { headers: { range: "bytes=1000-1999" } });
  const bytes = Buffer.from(await ranged.arrayBuffer());
  const [{ file_path: filePath }] = await queryRows(databaseUrl, "select file_path from audio_chapters where id = $1", [
    /chapters\/([0-9a-f-]{36})/.exec(mediaUrl)[1],
  ]);
  const stored = readFileSync(join(dataDir, "uploads", filePath)).subarray(1000, 2000);
  check(
    ranged.status === 206 && bytes.equals(stored) && !ranged.headers.has("x-accel-redirect"),
    `${proxy}: a signed chapter Range is sent by the proxy (status ${ranged.status}, ${ranged.headers.get("content-type")})`,
  );
  const direct = await viaProxy(`/internal-media/${filePath}`);
  check(
    direct.status === 404,
    `${proxy}: the internal location is not reachable from outside (status ${direct.status})`,
  );
}

async function queryRows(databaseUrl, text, values) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query(text, values)).rows;
  } finally {
    await db.end();
  }
}

try {
  // One database of our own on the server, dropped at the end.
  databaseName = `rerouted_proxy_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;

  // One public address for both proxies in turn: BASE_URL names it.
  const [httpsPort, httpPort, portA, portB] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const publicUrl = `https://127.0.0.1:${httpsPort}`;
  const dataDir = dataDirOf();
  // Both instances share the upload folder, as they would share a bucket (STORAGE_URL).
  const instanceEnv = {
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    BASE_URL: publicUrl,
    TRUST_PROXY: "1",
    LOG_LEVEL: "info",
    SEED_DEMO: "1",
    DEMO_PASSWORD: "demo-password-123",
    STORAGE_URL: "",
    SMTP_URL: "",
    MEDIA_ACCEL_REDIRECT: "/internal-media/",
  };
  // The first seeds the demo catalogue; the second starts on the migrated, seeded database.
  const a = start("instance A", process.execPath, [join(root, "server.js")], { ...instanceEnv, PORT: String(portA) });
  await waitFor(`http://127.0.0.1:${portA}/healthz`, a);
  const b = start("instance B", process.execPath, [join(root, "server.js")], { ...instanceEnv, PORT: String(portB) });
  await waitFor(`http://127.0.0.1:${portB}/healthz`, b);
  const context = { publicUrl, instances: [a, b], databaseUrl: databaseUrl.toString(), dataDir };
  const ports = { httpsPort, httpPort, upstreams: [portA, portB] };

  const nginx = startNginx(ports);
  await waitFor(`${publicUrl}/healthz`, nginx);
  await checkThrough("nginx", context);
  const redirect = await fetch(`http://127.0.0.1:${httpPort}/book`, { redirect: "manual" });
  check(
    redirect.status === 301 && redirect.headers.get("location")?.startsWith("https://"),
    "nginx: http redirects to https",
  );
  await stop(nginx);

  if (CADDY) {
    const caddy = startCaddy(ports);
    await waitFor(`${publicUrl}/healthz`, caddy);
    await checkThrough("caddy", context);
    await stop(caddy);
  } else {
    loud("CADDY PART SKIPPED: caddy is not installed (Debian: apt-get install caddy).");
  }
  console.log("proxy test passed");
} catch (error) {
  failed = true;
  console.error(error.message ?? error);
  for (const child of children) console.error(`--- ${child.name} output ---\n${child.output.slice(-3000)}`);
  const nginxErrors = join(work, "nginx/logs/error.log");
  if (existsSync(nginxErrors)) console.error(`--- nginx error.log ---\n${readFileSync(nginxErrors, "utf8")}`);
} finally {
  for (const child of children.reverse()) await stop(child);
  if (databaseName) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
