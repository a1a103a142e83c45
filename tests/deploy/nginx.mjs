// docs/deploy/nginx.conf as shipped, with only ports, certificate paths and
// the upload folder substituted, in a configuration of its own (pid, logs
// and temp files in a work folder): what tests/deploy/proxy.mjs checks and
// bench/launch-day.mjs measures behind.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "../..");

/** Debian's nginx, if installed. */
export const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));

/** A shipped example with this run's values; every substitution must still match the file. */
export function substituted(file, pairs) {
  let text = readFileSync(join(root, file), "utf8");
  for (const [from, to] of pairs) {
    if (!text.includes(from)) throw new Error(`${file} no longer contains "${from}"`);
    text = text.replaceAll(from, to);
  }
  return text;
}

/**
 * Writes the configuration (and a self-signed certificate for 127.0.0.1)
 * into `dir`, checks it with `nginx -t`, and returns the arguments that run
 * nginx in the foreground with it.
 */
export function nginxConfig({ dir, httpsPort, httpPort, upstreams, uploadsDir, workerConnections = 256 }) {
  for (const sub of ["", "logs", "temp"]) mkdirSync(join(dir, sub), { recursive: true });
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"].concat([
      "-subj",
      "/CN=127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ]),
    { stdio: "ignore" },
  );
  const site = substituted("docs/deploy/nginx.conf", [
    ["server 127.0.0.1:3000;", `server 127.0.0.1:${upstreams[0]};`],
    ["server 127.0.0.1:3001;", `server 127.0.0.1:${upstreams[1]};`],
    ["listen [::]:80;\n", ""],
    ["listen [::]:443 ssl http2;\n", ""],
    ["listen 80;", `listen 127.0.0.1:${httpPort};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ["/etc/letsencrypt/live/rerouted.example/fullchain.pem", cert],
    ["/etc/letsencrypt/live/rerouted.example/privkey.pem", key],
    ["alias /var/lib/rerouted/uploads/;", `alias ${uploadsDir}/;`],
  ]);
  writeFileSync(join(dir, "site.conf"), site);
  writeFileSync(
    join(dir, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;\n" : ""}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections ${workerConnections}; }
http {
  access_log ${dir}/logs/access.log;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const args = ["-p", dir, "-c", join(dir, "nginx.conf")];
  execFileSync(NGINX, ["-t", "-q", ...args], { stdio: "inherit" });
  return args;
}
