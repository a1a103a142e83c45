import { spawn } from "node:child_process";

/**
 * SpamAssassin's verdict on a raw message (as an SMTP sink received it),
 * with its local tests only (`-L`: no DNS blocklists, so the score is the
 * same offline and on CI) and without Bayes (no state carried between
 * runs). Answers the score and the rules that scored, to show in a failed
 * assertion. Needs Debian's `spamassassin` (installed by .ci/run).
 */
export async function spamScore(raw: string): Promise<{ score: number; rules: string }> {
  const report = await new Promise<string>((resolve, reject) => {
    const child = spawn("spamassassin", ["-L", "-t", "--cf", "use_bayes 0"], { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) reject(new Error(`spamassassin exited ${code}: ${Buffer.concat(err).toString("utf8")}`));
      else resolve(Buffer.concat(out).toString("utf8"));
    });
    child.stdin.end(raw);
  });
  const status = report.match(/^X-Spam-Status: \w+, score=(-?[\d.]+)/m);
  if (!status) throw new Error(`no X-Spam-Status in SpamAssassin's report:\n${report.slice(0, 2000)}`);
  const table = report.indexOf(" pts rule name");
  return { score: Number(status[1]), rules: table >= 0 ? report.slice(table) : "" };
}
