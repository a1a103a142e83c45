import { describe, expect, it } from "vitest";
import { deviceLabelOf } from "./device";

describe("deviceLabelOf", () => {
  it("names phones", () => {
    expect(
      deviceLabelOf(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("phone");
    expect(
      deviceLabelOf(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
      ),
    ).toBe("phone");
  });
  it("names tablets", () => {
    expect(
      deviceLabelOf(
        "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
      ),
    ).toBe("tablet");
    expect(
      deviceLabelOf(
        "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
      ),
    ).toBe("tablet");
  });
  it("calls everything else a computer", () => {
    expect(
      deviceLabelOf(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
      ),
    ).toBe("computer");
    expect(deviceLabelOf(undefined)).toBe("computer");
  });
});
