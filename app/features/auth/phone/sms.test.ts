import { describe, expect, it } from "vitest";
import { codeText, maskPhone, messagesRequest, normalizePhone } from "./sms";

describe("normalizePhone", () => {
  it("keeps international numbers as typed, without the separators people type", () => {
    expect(normalizePhone("+44 7700 900123")).toBe("+447700900123");
    expect(normalizePhone("+1 (555) 123-4567")).toBe("+15551234567");
    expect(normalizePhone("0044 7700 900123")).toBe("+447700900123");
  });

  it("refuses numbers without a country code, too short or too long, and text", () => {
    expect(normalizePhone("07700 900123")).toBeNull();
    expect(normalizePhone("+44 123")).toBeNull();
    expect(normalizePhone("+1234567890123456")).toBeNull();
    expect(normalizePhone("+0 7700 900123")).toBeNull();
    expect(normalizePhone("call me")).toBeNull();
  });
});

describe("texts", () => {
  it("masks all but the country code's start and the last two digits", () => {
    expect(maskPhone("+447700900123")).toBe("+44 ••• 23");
  });

  it("says how long the code works", () => {
    expect(codeText("123456")).toBe(
      "Your Rerouted code is 123456. It works for 10 minutes. If you did not ask for it, ignore this message.",
    );
  });
});

describe("messagesRequest", () => {
  const body = (init: RequestInit) => Object.fromEntries(new URLSearchParams(String(init.body)));

  it("posts to Twilio's Messages resource with the SID and token as basic authentication", () => {
    const { url, init } = messagesRequest(
      { url: "https://AC123:secret@api.twilio.com", from: "+15550001111" },
      "+447700900123",
      "hi",
    );
    expect(url).toBe("https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json");
    expect(new Headers(init.headers).get("authorization")).toBe(`Basic ${btoa("AC123:secret")}`);
    expect(body(init)).toEqual({ To: "+447700900123", Body: "hi", From: "+15550001111" });
  });

  it("uses a compatible service's own path, and a Messaging Service SID as the sender", () => {
    const service = `MG${"a".repeat(32)}`;
    const { url, init } = messagesRequest(
      { url: "https://PJ1:tok@example.signalwire.com/api/laml/2010-04-01/Accounts/PJ1/Messages.json", from: service },
      "+15551234567",
      "code",
    );
    expect(url).toBe("https://example.signalwire.com/api/laml/2010-04-01/Accounts/PJ1/Messages.json");
    expect(body(init)).toEqual({ To: "+15551234567", Body: "code", MessagingServiceSid: service });
  });
});
