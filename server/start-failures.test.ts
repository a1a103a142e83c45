import { describe, expect, it } from "vitest";
import { bootFailure, listenFailure } from "./start-failures";

const failure = (code: string, message = code) => Object.assign(new Error(message), { code });

describe("listenFailure", () => {
  it("names the port and the cause", () => {
    expect(listenFailure(failure("EADDRINUSE"), 3000)).toBe("port 3000 is already in use (EADDRINUSE)");
    expect(listenFailure(failure("EACCES"), 80)).toBe(
      "port 80 needs privileges this process does not have (EACCES): choose a PORT above 1023 behind the proxy",
    );
    expect(listenFailure(failure("EINVAL", "listen EINVAL: invalid argument"), 4109)).toBe(
      "cannot listen on port 4109: listen EINVAL: invalid argument",
    );
  });
});

describe("bootFailure", () => {
  const url = "postgres://rerouted:s3cret@db.internal:5432/rerouted";

  it("names an unreachable PostgreSQL by its host, without the password", () => {
    expect(bootFailure(failure("ECONNREFUSED", "connect ECONNREFUSED 10.0.0.5:5432"), url)).toBe(
      "the database at db.internal:5432 does not answer (connect ECONNREFUSED 10.0.0.5:5432)",
    );
    expect(bootFailure(new Error("Connection terminated due to connection timeout"), url)).toBe(
      "the database at db.internal:5432 does not answer (Connection terminated due to connection timeout)",
    );
  });

  it("passes any other cause on as it is", () => {
    expect(bootFailure(new Error("DATA_DIR /srv/data is in use by another Rerouted process (pid 7)"), undefined)).toBe(
      "DATA_DIR /srv/data is in use by another Rerouted process (pid 7)",
    );
    expect(bootFailure(failure("42P01", 'relation "users" does not exist'), url)).toBe(
      'relation "users" does not exist',
    );
  });
});
