import { describe, expect, it } from "vitest";
import { mailboxKey } from "./mailbox";

describe("mailboxKey", () => {
  it.each([
    ["Ada@Example.COM", "ada@example.com"],
    [" ada@example.com ", "ada@example.com"],
    ["ada+news@example.com", "ada@example.com"],
    ["ada+a+b@example.com", "ada@example.com"],
    ["a.d.a@example.com", "a.d.a@example.com"],
    ["A.d.a+x@Gmail.com", "ada@gmail.com"],
    ["a.da@googlemail.com", "ada@gmail.com"],
    ["+tag@example.com", "+tag@example.com"],
    ["not-an-address", "not-an-address"],
  ])("%s counts as %s", (email, key) => {
    expect(mailboxKey(email)).toBe(key);
  });
});
