// Loaded with `node --import` into the deadlines spec's own server, never into the product: the
// server's Date follows an offset the spec writes to E2E_CLOCK_FILE, so when a test moves the page's
// clock (Playwright's clock API) past an offer's deadline it can move the server's clock with it.
import { readFileSync, statSync } from "node:fs";

const file = process.env.E2E_CLOCK_FILE;
const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
let seen = "";
let offset = 0;

function currentOffset() {
  try {
    const stat = statSync(file);
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    if (stamp !== seen) {
      seen = stamp;
      offset = Number(readFileSync(file, "utf8")) || 0;
    }
  } catch {
    offset = 0;
  }
  return offset;
}

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(realNow() + currentOffset());
    else super(...args);
  }
  static now() {
    return realNow() + currentOffset();
  }
}

globalThis.Date = ShiftedDate;
