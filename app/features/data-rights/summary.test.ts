import { describe, expect, it } from "vitest";
import { erasureMessage, totalRows } from "./summary";

describe("erasureMessage", () => {
  it("counts rows and tables, and the orders kept", () => {
    expect(erasureMessage({ erasedRows: { auth_users: 1, bookmarks: 3 }, keptOrders: 2 })).toBe(
      "Erased 4 rows from 2 tables; 2 orders kept for bookkeeping",
    );
    expect(erasureMessage({ erasedRows: { assessment_leads: 1 }, keptOrders: 0 })).toBe("Erased 1 row from 1 table");
  });

  it("says when the address held nothing", () => {
    expect(erasureMessage({ erasedRows: {}, keptOrders: 0 })).toBe("Nothing to erase under this address");
    expect(erasureMessage({ erasedRows: {}, keptOrders: 1 })).toBe(
      "Nothing to erase under this address; 1 order kept for bookkeeping",
    );
  });

  it("adds up a log entry's rows", () => {
    expect(totalRows({ a: 2, b: 5 })).toBe(7);
    expect(totalRows({})).toBe(0);
  });
});
