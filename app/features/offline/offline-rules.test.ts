import { describe, expect, it } from "vitest";
import {
  isSignOut,
  mergeQueuedProgress,
  offlineKey,
  queueableWrite,
  queueEntryPath,
  serverVerdict,
} from "./offline-rules";

const CHAPTER = "11111111-1111-4111-8111-111111111111";
const SESSION = "22222222-2222-4222-8222-222222222222";

describe("the writes the worker queues", () => {
  it("takes a position and a new bookmark, nothing else", () => {
    expect(queueableWrite("POST", "/api/products/p1/progress")).toEqual({
      productId: "p1",
      kind: "progress",
      url: "/api/products/p1/progress",
    });
    expect(queueableWrite("POST", "/api/products/p1/bookmarks")).toEqual({
      productId: "p1",
      kind: "bookmark",
      url: "/api/products/p1/bookmarks",
    });
    expect(queueableWrite("GET", "/api/products/p1/progress")).toBeNull();
    expect(queueableWrite("POST", "/api/products/p1/settings")).toBeNull();
    expect(queueableWrite("POST", "/api/products/p1/bookmarks/b1")).toBeNull();
  });

  it("keeps one entry per chapter's position", () => {
    const write = queueableWrite("POST", "/api/products/p1/progress")!;
    expect(queueEntryPath(write, CHAPTER)).toBe(`/offline-queue/p1/progress/${CHAPTER}`);
  });
});

describe("mergeQueuedProgress", () => {
  it("takes the later position", () => {
    expect(
      mergeQueuedProgress(
        { chapterId: CHAPTER, progressSeconds: 120, completed: false },
        { chapterId: CHAPTER, progressSeconds: 95 },
      ),
    ).toEqual({ chapterId: CHAPTER, progressSeconds: 95, completed: false });
  });

  it("keeps a chapter completed once it played to its end, and the known session", () => {
    expect(
      mergeQueuedProgress(
        { chapterId: CHAPTER, progressSeconds: 600, completed: true, sessionId: SESSION },
        { chapterId: CHAPTER, progressSeconds: 4, completed: false },
      ),
    ).toEqual({ chapterId: CHAPTER, progressSeconds: 4, completed: true, sessionId: SESSION });
  });

  it("starts from nothing", () => {
    expect(mergeQueuedProgress(null, { chapterId: CHAPTER, progressSeconds: 12.5, sessionId: SESSION })).toEqual({
      chapterId: CHAPTER,
      progressSeconds: 12.5,
      completed: false,
      sessionId: SESSION,
    });
  });
});

describe("serverVerdict", () => {
  it("reads the server's answer to a queued write or a product check", () => {
    expect(serverVerdict(null)).toBe("retry");
    expect(serverVerdict(200)).toBe("sent");
    expect(serverVerdict(201)).toBe("sent");
    expect(serverVerdict(401)).toBe("signed-out");
    expect(serverVerdict(403)).toBe("gone");
    expect(serverVerdict(404)).toBe("gone");
    expect(serverVerdict(410)).toBe("gone");
    expect(serverVerdict(429)).toBe("retry");
    expect(serverVerdict(503)).toBe("retry");
    expect(serverVerdict(400)).toBe("refused");
    expect(serverVerdict(413)).toBe("refused");
  });
});

it("forgets everything on sign-out, with or without JavaScript", () => {
  expect(isSignOut("POST", "/logout")).toBe(true);
  expect(isSignOut("POST", "/logout.data")).toBe(true);
  expect(isSignOut("GET", "/logout")).toBe(false);
});

describe("offlineKey", () => {
  it("keeps a chapter's path and drops its signed token", () => {
    expect(offlineKey("/media/chapters/7f0c2a4e-1d3b-4c5a-9e8f-0a1b2c3d4e5f?token=u.p.1764000000.sig")).toBe(
      "/media/chapters/7f0c2a4e-1d3b-4c5a-9e8f-0a1b2c3d4e5f",
    );
    expect(offlineKey("http://localhost:3000/media/chapters/abc?token=x")).toBe("/media/chapters/abc");
  });
});
