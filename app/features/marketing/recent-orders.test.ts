import { describe, expect, it } from "vitest";
import { buyerLabel, recentOrdersToShow, timeAgo, type LedgerOrder } from "./recent-orders";

const now = new Date("2026-11-28T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const order = (overrides: Partial<LedgerOrder> = {}): LedgerOrder => ({
  status: "granted",
  buyerName: "Sarah Miller",
  city: "Nashville",
  offerIds: ["book-bundle"],
  createdAt: hoursAgo(2),
  ...overrides,
});
const on = { now, enabled: true, threshold: 5 };
const many = (count: number, overrides: Partial<LedgerOrder> = {}) =>
  Array.from({ length: count }, (_, index) => order({ createdAt: hoursAgo(index + 1), ...overrides }));

describe("the recent orders the book page's toast shows", () => {
  it("shows nothing with 0 or 2 orders under the default threshold of 5, and the 10 newest of 12", () => {
    expect(recentOrdersToShow([], on)).toEqual([]);
    expect(recentOrdersToShow(many(2), on)).toEqual([]);
    const shown = recentOrdersToShow(many(12), on);
    expect(shown).toHaveLength(10);
    expect(shown[0]!.at).toBe("2026-11-28T11:00:00.000Z");
    expect(shown[9]!.at).toBe("2026-11-28T02:00:00.000Z");
  });

  it("shows them from the owner's threshold on, and nothing when the owner turned the toast off", () => {
    expect(recentOrdersToShow(many(2), { ...on, threshold: 2 })).toHaveLength(2);
    expect(recentOrdersToShow(many(4), on)).toEqual([]);
    expect(recentOrdersToShow(many(5), on)).toHaveLength(5);
    expect(recentOrdersToShow(many(12), { ...on, enabled: false })).toEqual([]);
  });

  it("sends the browser the first name, city, edition and minute, nothing more", () => {
    const [shown] = recentOrdersToShow([order({ createdAt: new Date("2026-11-28T09:41:37.512Z") })], {
      ...on,
      threshold: 1,
    });
    expect(shown).toEqual({
      firstName: "Sarah",
      city: "Nashville",
      optionId: "book-bundle",
      at: "2026-11-28T09:41:00.000Z",
    });
  });

  it("never counts or shows a refunded, disputed or ended order, or one older than 30 days", () => {
    const gone = [
      order({ status: "refunded" }),
      order({ status: "disputed" }),
      order({ status: "ended" }),
      order({ createdAt: hoursAgo(30 * 24 + 1) }),
    ];
    expect(recentOrdersToShow([...gone, ...many(4)], on)).toEqual([]);
    expect(recentOrdersToShow([...gone, ...many(1)], { ...on, threshold: 1 })).toHaveLength(1);
    expect(
      recentOrdersToShow([order({ status: "completed", createdAt: hoursAgo(30 * 24 - 1) })], { ...on, threshold: 1 }),
    ).toHaveLength(1);
  });

  it("counts and shows book orders only, naming the edition bought", () => {
    const others = many(5, { offerIds: ["ai-suite-trial"] });
    expect(recentOrdersToShow(others, on)).toEqual([]);
    const [digital] = recentOrdersToShow([order({ offerIds: ["ai-suite-trial", "book-digital"] })], {
      ...on,
      threshold: 1,
    });
    expect(digital!.optionId).toBe("book-digital");
  });

  it("gives no name or city the order did not, and drops what is not one", () => {
    const shown = recentOrdersToShow(
      [
        order({ buyerName: "", city: null, createdAt: hoursAgo(1) }),
        order({ buyerName: "sarah@example.com", city: "  ", createdAt: hoursAgo(2) }),
        order({ buyerName: "Anne-Marie O'Neil", city: "St. Louis", createdAt: hoursAgo(3) }),
        order({ buyerName: "<b>x</b>", city: "12 Main Street", createdAt: hoursAgo(4) }),
      ],
      { ...on, threshold: 1 },
    );
    expect(shown.map(({ firstName, city }) => ({ firstName, city }))).toEqual([
      { firstName: null, city: null },
      { firstName: null, city: null },
      { firstName: "Anne-Marie", city: "St. Louis" },
      { firstName: null, city: null },
    ]);
  });
});

describe("how the toast names the buyer and the time", () => {
  const words = { from: "from", someone: "Someone" };
  it("names only what the order gave", () => {
    expect(buyerLabel({ firstName: "Sarah", city: "Nashville" }, words)).toBe("Sarah from Nashville");
    expect(buyerLabel({ firstName: "Sarah", city: null }, words)).toBe("Sarah");
    expect(buyerLabel({ firstName: null, city: "Nashville" }, words)).toBe("Someone from Nashville");
    expect(buyerLabel({ firstName: null, city: null }, words)).toBe("Someone");
  });

  it("says how long ago", () => {
    expect(timeAgo(new Date(now.getTime() - 30_000), now)).toBe("just now");
    expect(timeAgo(new Date(now.getTime() - 60_000), now)).toBe("1 minute ago");
    expect(timeAgo(new Date(now.getTime() - 59 * 60_000), now)).toBe("59 minutes ago");
    expect(timeAgo(hoursAgo(2), now)).toBe("2 hours ago");
    expect(timeAgo(hoursAgo(25), now)).toBe("1 day ago");
    expect(timeAgo(hoursAgo(24 * 29), now)).toBe("29 days ago");
    expect(timeAgo(new Date(now.getTime() + 60_000), now)).toBe("just now");
  });
});
