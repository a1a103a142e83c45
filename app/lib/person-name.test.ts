import { describe, expect, it } from "vitest";
import { isPlainName } from "./person-name";

describe("isPlainName", () => {
  it.each([
    "www.evil-login.example/reset?acct=you",
    "ann@x.io",
    "evil.com",
    "EVIL.COM",
    "Ann evil.com",
    "https://evil.example",
    "hxxp://evil",
    "Ann <b>",
    "www.evil",
    "WWW2.evil",
    "evil.co.uk",
    "x.io/path",
    "evil.xn--p1ai",
    "ｗｗｗ．evil．com",
    "ann＠example",
    "evil\u200b.com",
    "evil。com",
    "10.0.0.1",
  ])("%s is refused", (name) => {
    expect(isPlainName(name)).toBe(false);
  });

  it.each([
    "Mary-Jane O'Neil",
    "José",
    "Dr. Ann Lee",
    "J.R.R. Tolkien",
    "A.J. Smith",
    "Ann Lee Jr.",
    "Ann.",
    "Zoë Ünal-Øster",
    "李小龍",
    "Ann 2",
    "Anne-Marie d'Arc",
  ])("%s is accepted", (name) => {
    expect(isPlainName(name)).toBe(true);
  });
});
