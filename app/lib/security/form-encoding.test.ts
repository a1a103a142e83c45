import { describe, expect, it } from "vitest";
import { decodeUtf8Strict, parseUrlEncoded } from "./form-encoding";

describe("parseUrlEncoded", () => {
  it("reads fields as a browser encodes them: + for spaces, percent escapes of UTF-8", () => {
    expect(parseUrlEncoded("firstName=Zo%C3%AB&lastName=Ann+Lee&empty=&flag")).toEqual([
      ["firstName", "Zoë"],
      ["lastName", "Ann Lee"],
      ["empty", ""],
      ["flag", ""],
    ]);
    expect(parseUrlEncoded("redirectTo=%2Fadmin%3Ftab%3Dusers")).toEqual([["redirectTo", "/admin?tab=users"]]);
    expect(parseUrlEncoded("")).toEqual([]);
  });

  it("refuses a lone surrogate encoded as bytes, other invalid UTF-8 and malformed escapes", () => {
    expect(parseUrlEncoded("firstName=%ED%A0%80")).toBeNull();
    expect(parseUrlEncoded("firstName=%FF")).toBeNull();
    expect(parseUrlEncoded("firstName=%E0%A4%A")).toBeNull();
    expect(parseUrlEncoded("first%zzName=x")).toBeNull();
  });

  it("keeps an encoded NUL as a NUL (refused later, with the field's name)", () => {
    expect(parseUrlEncoded("code=%00")).toEqual([["code", "\u0000"]]);
  });
});

describe("decodeUtf8Strict", () => {
  it("decodes valid UTF-8 and refuses anything else", () => {
    expect(decodeUtf8Strict(Buffer.from("Zoë 🙏"))).toBe("Zoë 🙏");
    expect(decodeUtf8Strict(Uint8Array.from([0x61, 0xed, 0xa0, 0x80]))).toBeNull();
    expect(decodeUtf8Strict(Uint8Array.from([0xff]))).toBeNull();
  });
});
