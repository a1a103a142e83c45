// A real SMTP server for the browser suite: the site's outbox delivers to
// it over SMTP, and it writes each message as it arrived (one .eml file per
// message) into the folder named by its second argument, where the specs
// read the links a person would click. Usage: node smtp-sink.mjs PORT DIR
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

const [port, dir] = process.argv.slice(2);
mkdirSync(dir, { recursive: true });
let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      writeFileSync(join(dir, `${Date.now()}-${received}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(Number(port), "127.0.0.1");
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.close(() => process.exit(0)));
