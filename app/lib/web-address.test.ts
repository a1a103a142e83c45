import { describe, expect, it } from "vitest";
import { completeWebAddress } from "./web-address";

describe("completeWebAddress", () => {
  it("adds https:// to an address typed without a scheme", () => {
    expect(completeWebAddress("rerouted-book.com")).toBe("https://rerouted-book.com");
    expect(completeWebAddress("  www.instagram.com/grace ")).toBe("https://www.instagram.com/grace");
    expect(completeWebAddress("pay.grace-author.org/bundle?ref=book")).toBe(
      "https://pay.grace-author.org/bundle?ref=book",
    );
    expect(completeWebAddress("grace-author.org:8443/cart")).toBe("https://grace-author.org:8443/cart");
    expect(completeWebAddress("//cdn.grace-author.org/x")).toBe("https://cdn.grace-author.org/x");
  });

  it("keeps an address that names its scheme, or is none, for the https check to judge", () => {
    expect(completeWebAddress("https://www.grace-author.org")).toBe("https://www.grace-author.org");
    expect(completeWebAddress("HTTPS://WWW.GRACE-AUTHOR.ORG")).toBe("HTTPS://WWW.GRACE-AUTHOR.ORG");
    expect(completeWebAddress("http://www.grace-author.org")).toBe("http://www.grace-author.org");
    expect(completeWebAddress("javascript:alert(1)")).toBe("javascript:alert(1)");
    expect(completeWebAddress("mailto:hello@grace-author.org")).toBe("mailto:hello@grace-author.org");
    expect(completeWebAddress(" rerouted book ")).toBe("rerouted book");
  });

  it("leaves an empty field empty", () => {
    expect(completeWebAddress("")).toBe("");
    expect(completeWebAddress("   ")).toBe("");
  });
});
