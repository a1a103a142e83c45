import { describe, expect, it } from "vitest";
import { pageLocation } from "./page-location";

describe("pageLocation", () => {
  it("names the page behind a data request, without the router's own parameters", () => {
    expect(pageLocation("https://example.com/dashboard.data?_routes=routes%2Fdashboard").href).toBe(
      "https://example.com/dashboard",
    );
    expect(pageLocation("https://example.com/_root.data").href).toBe("https://example.com/");
    expect(pageLocation("https://example.com/rerouted/_.data?x=1").href).toBe("https://example.com/rerouted/?x=1");
    expect(pageLocation("https://example.com/admin.data?index&tab=orders").href).toBe(
      "https://example.com/admin?tab=orders",
    );
  });

  it("leaves a document request's address as it is", () => {
    expect(pageLocation("https://example.com/product/abc?chapter=2").href).toBe(
      "https://example.com/product/abc?chapter=2",
    );
    expect(pageLocation("https://example.com/data").pathname).toBe("/data");
  });
});
