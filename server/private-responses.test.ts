import { describe, expect, it } from "vitest";
import { carriesSession } from "./private-responses";

describe("carriesSession", () => {
  it("recognises the session cookie, with or without the __Secure- prefix, anywhere in the header", () => {
    expect(carriesSession("rerouted.session_token=abc.def")).toBe(true);
    expect(carriesSession("theme=dark; __Secure-rerouted.session_token=abc")).toBe(true);
  });

  it("ignores other cookies, an emptied session cookie and a missing header", () => {
    expect(carriesSession(undefined)).toBe(false);
    expect(carriesSession("theme=dark")).toBe(false);
    expect(carriesSession("rerouted.session_token=; theme=dark")).toBe(false);
    expect(carriesSession("xrerouted.session_token=abc")).toBe(false);
    expect(carriesSession("rerouted.session_data=abc")).toBe(false);
  });
});
