import { describe, expect, it } from "vitest";
import { isKnownDeviceToken, knownDeviceCookie, knownDeviceToken, readKnownDeviceCookie } from "./known-device.server";

const SECRET = "test-secret-0123456789abcdef0123456789";

describe("known-device cookie", () => {
  it("is the HMAC-SHA256 of the user id under AUTH_SECRET", () => {
    expect(knownDeviceToken(SECRET, "user-1")).toBe("KzCbZrfPgSREa9kbzsPwg8pvNX7hnt54vfvDwulH6m8");
  });

  it("recognises only the token of that account under that secret", () => {
    const token = knownDeviceToken(SECRET, "user-1");
    expect(isKnownDeviceToken(SECRET, "user-1", token)).toBe(true);
    expect(isKnownDeviceToken(SECRET, "user-2", token)).toBe(false);
    expect(isKnownDeviceToken("another-secret-0123456789abcdef", "user-1", token)).toBe(false);
    expect(isKnownDeviceToken(SECRET, "user-1", `${token.slice(0, -1)}A`)).toBe(false);
    expect(isKnownDeviceToken(SECRET, "user-1", token.slice(1))).toBe(false);
    expect(isKnownDeviceToken(SECRET, "user-1", "")).toBe(false);
    expect(isKnownDeviceToken(SECRET, "user-1", undefined)).toBe(false);
  });

  it("is HttpOnly, lasts a year and is Secure (with the __Secure- prefix) on https", () => {
    const token = knownDeviceToken(SECRET, "user-1");
    expect(knownDeviceCookie(SECRET, "user-1", false)).toBe(
      `rerouted.known_device=${token}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`,
    );
    expect(knownDeviceCookie(SECRET, "user-1", true)).toBe(
      `__Secure-rerouted.known_device=${token}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure`,
    );
  });

  it("is read back from a Cookie header among others, under the name for the scheme", () => {
    const header = "rerouted.session_token=abc; rerouted.known_device=tok=en; other=1";
    expect(readKnownDeviceCookie(header, false)).toBe("tok=en");
    expect(readKnownDeviceCookie(header, true)).toBeUndefined();
    expect(readKnownDeviceCookie("__Secure-rerouted.known_device=s", true)).toBe("s");
    expect(readKnownDeviceCookie(null, false)).toBeUndefined();
  });
});
