import { describe, expect, it } from "vitest";
import { defaultBackupName, parseAdminCommand, parseBackupCommand, parseRestoreCommand } from "./commands";

describe("parseAdminCommand", () => {
  it("reads grant and revoke with an email and a product id or name", () => {
    expect(parseAdminCommand(["grant", " Ann@Example.com ", "Rerouted Audiobook"])).toEqual({
      ok: true,
      command: { name: "grant", email: "ann@example.com", product: "Rerouted Audiobook" },
    });
    expect(parseAdminCommand(["revoke", "ann@example.com", "8a4f2c1e-0000-4000-8000-000000000001"])).toEqual({
      ok: true,
      command: { name: "revoke", email: "ann@example.com", product: "8a4f2c1e-0000-4000-8000-000000000001" },
    });
  });

  it("reads the one-email commands", () => {
    expect(parseAdminCommand(["make-admin", "owner@example.com"])).toEqual({
      ok: true,
      command: { name: "make-admin", email: "owner@example.com" },
    });
    expect(parseAdminCommand(["reset-password", "owner@example.com"])).toEqual({
      ok: true,
      command: { name: "reset-password", email: "owner@example.com" },
    });
  });

  it("lists 50 orders unless told a limit from 1 to 1000", () => {
    expect(parseAdminCommand(["list-orders"])).toEqual({ ok: true, command: { name: "list-orders", limit: 50 } });
    expect(parseAdminCommand(["list-orders", "1000"])).toEqual({
      ok: true,
      command: { name: "list-orders", limit: 1000 },
    });
    expect(parseAdminCommand(["list-orders", "0"])).toMatchObject({ ok: false, message: /from 1 to 1000/ });
    expect(parseAdminCommand(["list-orders", "1001"])).toMatchObject({ ok: false });
    expect(parseAdminCommand(["list-orders", "2.5"])).toMatchObject({ ok: false });
  });

  it("takes retry-emails without arguments", () => {
    expect(parseAdminCommand(["retry-emails"])).toEqual({ ok: true, command: { name: "retry-emails" } });
    expect(parseAdminCommand(["retry-emails", "all"])).toMatchObject({ ok: false, message: /no arguments/ });
  });

  it.each([
    [[], /No command given/],
    [["delete-everything"], /Unknown command "delete-everything"/],
    [["grant", "ann@example.com"], /Expected grant <email> <product>/],
    [["grant", "ann@example.com", "Book", "extra"], /Expected grant <email> <product>/],
    [["grant", "not-an-email", "Book"], /"not-an-email" is not an email address/],
    [["grant", "ann@example.com", "  "], /product is empty/],
    [["make-admin"], /Expected make-admin <email>/],
    [["reset-password", "ann@"], /"ann@" is not an email address/],
  ])("refuses %j with a clear message", (args, message) => {
    expect(parseAdminCommand(args)).toMatchObject({ ok: false, message: expect.stringMatching(message) });
  });
});

describe("backup and restore arguments", () => {
  it("backs up to the folder given, or to a default name", () => {
    expect(parseBackupCommand(["/var/backups/rerouted/monday"])).toEqual({
      ok: true,
      command: { name: "backup", target: "/var/backups/rerouted/monday" },
    });
    expect(parseBackupCommand([])).toEqual({ ok: true, command: { name: "backup", target: undefined } });
    expect(parseBackupCommand(["a", "b"])).toMatchObject({ ok: false });
    expect(parseBackupCommand([" "])).toMatchObject({ ok: false, message: /empty/ });
  });

  it("restores exactly one folder", () => {
    expect(parseRestoreCommand(["backup-1"])).toEqual({ ok: true, command: { name: "restore", source: "backup-1" } });
    expect(parseRestoreCommand([])).toMatchObject({ ok: false, message: /the backup folder/ });
    expect(parseRestoreCommand(["a", "b"])).toMatchObject({ ok: false });
  });

  it("names a default backup after the UTC time", () => {
    expect(defaultBackupName(new Date("2026-11-23T17:45:01.123Z"))).toBe("rerouted-backup-20261123-174501");
  });
});
