import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

/** The files of tests/postgres-suite.txt, as .ci/run reads them. */
function suite(): string[] {
  return readFileSync(join(ROOT, "tests/postgres-suite.txt"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

describe("the PostgreSQL suite", () => {
  it("names only test files that exist, each once", () => {
    const files = suite();
    for (const file of files) {
      expect(file, "a test file").toMatch(/\.test\.tsx?$/);
      expect(existsSync(join(ROOT, file)), `${file} exists`).toBe(true);
    }
    expect(new Set(files).size).toBe(files.length);
  });

  it("holds every test file with parts that run only on PostgreSQL", () => {
    // A part guarded by TEST_DATABASE_URL never runs if its file is left out.
    const testFiles = ["app", "server", "tests"].flatMap((dir) =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => `${dir}/${file}`),
    );
    const guarded = testFiles.filter((file) =>
      /TEST_DATABASE_URL|postgresAvailable/.test(readFileSync(join(ROOT, file), "utf8")),
    );
    expect(guarded).toContain("tests/integration/postgres-restart.test.ts");
    for (const file of guarded) expect(suite(), `${file} is in tests/postgres-suite.txt`).toContain(file);
  });
});
