import { describe, expect, it } from "vitest";
import { DEFAULT_SOCIAL_PROOF, shownTestimonials } from "~/content/social-proof";
import { readProofForm } from "./social-proof-form";

const base = { "recentOrders.enabled": "on", "recentOrders.threshold": "5", trialCapacity: "" };

describe("the Social proof form", () => {
  it("ships nothing invented: no testimonials, the toast on from 5 orders, no trial capacity", () => {
    expect(DEFAULT_SOCIAL_PROOF).toEqual({
      testimonials: { book: [], program: [] },
      recentOrders: { enabled: true, threshold: 5 },
      trialCapacity: null,
    });
  });

  it("reads testimonials in the owner's order, dropping wholly empty rows", () => {
    const read = readProofForm({
      ...base,
      "testimonials.book.3.quote": "Second",
      "testimonials.book.3.name": "Ben",
      "testimonials.book.3.role": "",
      "testimonials.book.3.rating": "",
      "testimonials.book.0.quote": " First ",
      "testimonials.book.0.name": "Ann",
      "testimonials.book.0.role": "Pastor, Ohio",
      "testimonials.book.0.rating": "5",
      "testimonials.book.0.permission": "on",
      "testimonials.book.1.quote": "",
      "testimonials.book.1.name": " ",
      "testimonials.program.0.quote": "Published!",
      "testimonials.program.0.name": "Cara",
      "testimonials.program.0.rating": "4",
      "testimonials.program.0.permission": "on",
    });
    expect(read).toEqual({
      ok: true,
      proof: {
        testimonials: {
          book: [
            { quote: "First", name: "Ann", role: "Pastor, Ohio", rating: 5, permission: true },
            { quote: "Second", name: "Ben", role: "", rating: null, permission: false },
          ],
          program: [{ quote: "Published!", name: "Cara", role: "", rating: 4, permission: true }],
        },
        recentOrders: { enabled: true, threshold: 5 },
        trialCapacity: null,
      },
    });
  });

  it("reads the toast switch, the threshold and the trial capacity", () => {
    const read = readProofForm({ "recentOrders.threshold": "12", trialCapacity: "50" });
    expect(read.ok && read.proof.recentOrders).toEqual({ enabled: false, threshold: 12 });
    expect(read.ok && read.proof.trialCapacity).toBe(50);
  });

  it("names each bad input and saves nothing", () => {
    const read = readProofForm({
      "recentOrders.threshold": "0",
      trialCapacity: "lots",
      "testimonials.book.0.name": "Ann",
      "testimonials.book.0.rating": "6",
      "testimonials.program.0.quote": "No name",
    });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.fieldErrors).sort()).toEqual([
      "recentOrders.threshold",
      "testimonials.book.0.quote",
      "testimonials.book.0.rating",
      "testimonials.program.0.name",
      "trialCapacity",
    ]);
    expect(read.fieldErrors["testimonials.book.0.rating"]).toBe("Choose 1 to 5 stars, or no rating");
  });

  it("shows the pages only the testimonials with permission on file, without the flag", () => {
    expect(
      shownTestimonials([
        { quote: "Yes", name: "Ann", role: "", rating: 5, permission: true },
        { quote: "No", name: "Ben", role: "", rating: null, permission: false },
      ]),
    ).toEqual([{ quote: "Yes", name: "Ann", role: "", rating: 5 }]);
  });
});
