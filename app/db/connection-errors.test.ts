import { describe, expect, it } from "vitest";
import { isConnectionError } from "./connection-errors";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isConnectionError", () => {
  it("recognises a server restart, a refused connection and a timeout", () => {
    expect(isConnectionError(withCode("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isConnectionError(withCode("57P03", "the database system is starting up"))).toBe(true);
    expect(isConnectionError(withCode("ECONNREFUSED"))).toBe(true);
    expect(isConnectionError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionError(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isConnectionError(new Error("timeout expired"))).toBe(true);
    expect(isConnectionError(withCode("57014", "canceling statement due to statement timeout"))).toBe(true);
  });

  it("looks through the query wrapper to its cause", () => {
    const wrapped = new Error("Failed query: select 1", { cause: withCode("08006") });
    expect(isConnectionError(wrapped)).toBe(true);
  });

  it("does not treat query errors as an outage", () => {
    expect(isConnectionError(withCode("23505", "duplicate key value violates unique constraint"))).toBe(false);
    expect(isConnectionError(withCode("42P01", 'relation "nope" does not exist'))).toBe(false);
    expect(isConnectionError(new Error("Failed query: insert", { cause: withCode("23502") }))).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
    expect(isConnectionError("ECONNREFUSED")).toBe(false);
  });
});
