import { describe, expect, it } from "vitest";
import { averageSessionMinutes, withCompletion } from "./listening";

describe("listening analytics", () => {
  it("shows mean progress seconds as minutes", () => {
    expect(averageSessionMinutes(0)).toBe(0);
    expect(averageSessionMinutes(90)).toBe(1.5);
    expect(averageSessionMinutes((30 + 60 + 100) / 3)).toBe(1.1);
  });

  it("gives each chapter its completion percent", () => {
    const [row] = withCompletion([{ chapterId: "c", title: "T", productName: "P", listens: 3, completed: 2 }]);
    expect(row?.completionPercent).toBe(67);
  });

  it("gives a chapter nobody listened to 0 %", () => {
    const [row] = withCompletion([{ chapterId: "c", title: "T", productName: "P", listens: 0, completed: 0 }]);
    expect(row?.completionPercent).toBe(0);
  });
});
