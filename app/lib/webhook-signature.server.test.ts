import { describe, expect, it } from "vitest";
import { signWebhook, webhookHeaders, webhookSecretKey } from "./webhook-signature.server";

// The Standard Webhooks specification's published example.
const SPEC = {
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
};

describe("Standard Webhooks signature", () => {
  it("reproduces the specification's example signature", () => {
    expect(signWebhook(SPEC)).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });

  it("changes with the id, the timestamp and the body", () => {
    const reference = signWebhook(SPEC);
    expect(signWebhook({ ...SPEC, id: "msg_other" })).not.toBe(reference);
    expect(signWebhook({ ...SPEC, timestamp: SPEC.timestamp + 1 })).not.toBe(reference);
    expect(signWebhook({ ...SPEC, body: '{"test": 2432232315}' })).not.toBe(reference);
  });

  it("sends the three headers of the scheme", () => {
    expect(webhookHeaders(SPEC)).toEqual({
      "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek",
      "webhook-timestamp": "1614265330",
      "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    });
  });

  it("accepts only whsec_ secrets of 24 to 64 bytes", () => {
    expect(webhookSecretKey(SPEC.secret)?.length).toBe(24);
    expect(webhookSecretKey("MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")).toBeNull();
    expect(webhookSecretKey(`whsec_${Buffer.alloc(16).toString("base64")}`)).toBeNull();
    expect(webhookSecretKey(`whsec_${Buffer.alloc(65).toString("base64")}`)).toBeNull();
    expect(webhookSecretKey("whsec_not base64!")).toBeNull();
  });
});
