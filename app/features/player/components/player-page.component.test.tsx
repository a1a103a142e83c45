import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { fakeServer } from "../../../../tests/support/fake-server";
import { failToLoad, loadMetadata, playTo, playToEnd, seeked } from "../../../../tests/support/media-element";
import { PlayerPage } from "./player-page";
import type { PlayerBookmark, PlayerChapter, PlayerProduct } from "./types";

const PRODUCT: PlayerProduct = {
  id: "p1",
  name: "The Long Way Home",
  description: "An audiobook in three chapters.",
  productType: "audiobook",
  imageUrl: null,
};

const chapter = (n: number, title: string, duration: number): PlayerChapter => ({
  id: `c${n}`,
  chapterNumber: n,
  title,
  duration,
  mediaUrl: `/media/chapters/c${n}`,
  captionsUrl: null,
  kind: "audio",
});
const CHAPTERS = [chapter(1, "Leaving", 600), chapter(2, "Turning", 900), chapter(3, "Arriving", 1200)];

const PROGRESS_PATH = "/api/products/p1/progress";

type PageData = ComponentProps<typeof PlayerPage>;

function server() {
  return fakeServer({
    [`POST ${PROGRESS_PATH}`]: { status: 200, json: { progress: {} } },
    "POST /api/products/p1/settings": { status: 200, json: { speed: 1 } },
    "GET /api/products/p1/history": { status: 200, json: { sessions: [] } },
    "POST /api/products/p1/bookmarks": ({ body }) => ({
      status: 201,
      json: { bookmark: { id: "b-new", createdAt: "2026-01-01T00:00:00.000Z", ...(body as object) } },
    }),
    "DELETE /api/products/p1/bookmarks/b1": { status: 204 },
  });
}

/** The product page as its route renders it, with the player's media element. */
function renderPlayer(data: Partial<PageData> = {}) {
  const props = {
    product: PRODUCT,
    chapters: CHAPTERS,
    progress: [],
    bookmarks: [],
    sessions: [],
    speed: 1,
    feedUrl: null,
    offlineOwner: "u1",
    ...data,
  };
  const Stub = createRoutesStub([
    { path: "/product/:productId", Component: () => <PlayerPage {...props} /> },
    { path: "/dashboard", Component: () => <h1>My Library</h1> },
  ]);
  const { container } = render(<Stub initialEntries={["/product/p1"]} />);
  const media = container.querySelector<HTMLMediaElement>("audio, video");
  if (!media) throw new Error("the player rendered no media element");
  return { user: userEvent.setup({ delay: null }), media };
}

const chapterButton = (n: number) => screen.getByRole("button", { name: new RegExp(`^Chapter ${n} `) });
const time = () => screen.getByTestId("player-time");

describe("the audiobook player", () => {
  it("opens at the latest played chapter and position, and marks it in the chapter list", () => {
    server();
    const { media } = renderPlayer({
      progress: [
        {
          chapterId: "c1",
          progressSeconds: 600,
          lastAccessed: "2026-01-01T10:00:00Z",
          completedAt: "2026-01-01T10:00:00Z",
        },
        { chapterId: "c2", progressSeconds: 42, lastAccessed: "2026-01-02T10:00:00Z", completedAt: null },
      ],
    });
    expect(screen.getByText("Chapter 2 of 3")).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Turning" })).toBeVisible();
    expect(chapterButton(2)).toHaveAttribute("aria-current", "true");
    expect(chapterButton(1)).not.toHaveAttribute("aria-current");
    expect(within(chapterButton(1)).getByRole("img", { name: "Completed" })).toBeInTheDocument();
    expect(within(chapterButton(2)).queryByRole("img", { name: "Completed" })).toBeNull();

    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    loadMetadata(media, 900);
    expect(media.currentTime).toBe(42);
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(time()).toHaveTextContent("0:42");
    expect(screen.getByTestId("player-percent")).toHaveTextContent("5%");
  });

  it("plays and pauses, saving the position on the first play and on pause", async () => {
    const api = server();
    const { user, media } = renderPlayer();
    loadMetadata(media, 600);
    expect(api.bodies("POST", PROGRESS_PATH)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Play" }));
    expect(media.paused).toBe(false);
    expect(screen.getByRole("button", { name: "Pause" })).toBeVisible();
    expect(api.bodies("POST", PROGRESS_PATH)).toMatchObject([
      { chapterId: "c1", progressSeconds: 0, completed: false },
    ]);

    playTo(media, 73);
    expect(time()).toHaveTextContent("1:13");
    await user.click(screen.getByRole("button", { name: "Pause" }));
    expect(media.paused).toBe(true);
    expect(screen.getByRole("button", { name: "Play" })).toBeVisible();
    expect(api.bodies("POST", PROGRESS_PATH).at(-1)).toMatchObject({ chapterId: "c1", progressSeconds: 73 });
  });

  it("selecting a chapter loads it, and is not a listen: nothing is saved until it plays", async () => {
    const api = server();
    const { user, media } = renderPlayer();
    loadMetadata(media, 600);
    await user.click(chapterButton(3));
    expect(screen.getByText("Chapter 3 of 3")).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    loadMetadata(media, 1200);
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(api.bodies("POST", PROGRESS_PATH)).toEqual([]);
  });

  it("hands the position to a beacon when the listener leaves for the library while playing", async () => {
    const api = server();
    const { user, media } = renderPlayer();
    loadMetadata(media, 600);
    await user.click(screen.getByRole("button", { name: "Play" }));
    playTo(media, 73);
    await user.click(screen.getByRole("link", { name: "Back to Library" }));
    expect(await screen.findByRole("heading", { name: "My Library" })).toBeVisible();
    expect(api.sent.filter((request) => request.beacon)).toMatchObject([
      { method: "POST", path: PROGRESS_PATH, body: { chapterId: "c1", progressSeconds: 73 } },
    ]);
  });

  it("retries a failed save, warns after three failures in a row, and clears the warning once one succeeds", async () => {
    let failing = true;
    const api = fakeServer({
      [`POST ${PROGRESS_PATH}`]: () => (failing ? { status: 503 } : { status: 200, json: { progress: {} } }),
    });
    const { media } = renderPlayer();
    loadMetadata(media, 600);
    // The retries wait on the clock: a fake one. Testing Library's async helpers (user-event, findBy)
    // wait on timers of their own and would stall with it, hence fireEvent here.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    const warning = () => screen.queryByRole("alert");
    const waitMs = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    playTo(media, 42);
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    await waitMs(0);
    expect(api.bodies("POST", PROGRESS_PATH)).toHaveLength(1);
    // Back-off: 1 s, then 2 s.
    await waitMs(999);
    expect(api.bodies("POST", PROGRESS_PATH)).toHaveLength(1);
    await waitMs(1);
    expect(api.bodies("POST", PROGRESS_PATH)).toHaveLength(2);
    expect(warning()).toBeNull();
    await waitMs(2000);
    expect(api.bodies("POST", PROGRESS_PATH)).toHaveLength(3);
    expect(warning()).toHaveTextContent("Your listening position is not being saved");

    failing = false;
    await waitMs(4000);
    expect(api.bodies("POST", PROGRESS_PATH)).toHaveLength(4);
    expect(api.bodies("POST", PROGRESS_PATH).at(-1)).toMatchObject({ chapterId: "c1", progressSeconds: 42 });
    expect(warning()).toBeNull();
  });

  it("seeks with the slider a second per arrow, says the position in words, and saves a seek made while paused", async () => {
    const api = server();
    const { user, media } = renderPlayer({
      progress: [{ chapterId: "c1", progressSeconds: 10, lastAccessed: "2026-01-01T10:00:00Z", completedAt: null }],
    });
    loadMetadata(media, 600);
    const slider = screen.getByRole("slider", { name: "Seek" });
    expect(slider).toHaveAttribute("aria-valuetext", "10 seconds");

    slider.focus();
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(media.currentTime).toBe(13);
    expect(slider).toHaveAttribute("aria-valuenow", "13");
    expect(slider).toHaveAttribute("aria-valuetext", "13 seconds");
    expect(time()).toHaveTextContent("0:13");

    seeked(media);
    expect(api.bodies("POST", PROGRESS_PATH).at(-1)).toMatchObject({ chapterId: "c1", progressSeconds: 13 });
  });

  it("skips back and forward by the chosen intervals, inside the chapter, and remembers a new interval", async () => {
    server();
    const { user, media } = renderPlayer();
    loadMetadata(media, 600);
    playTo(media, 100);

    await user.click(screen.getByRole("button", { name: "Forward 15 seconds" }));
    expect(media.currentTime).toBe(115);
    await user.click(screen.getByRole("button", { name: "Back 15 seconds" }));
    expect(media.currentTime).toBe(100);

    await user.click(screen.getByRole("combobox", { name: "Skip forward" }));
    await user.click(await screen.findByRole("option", { name: "60 seconds" }));
    expect(screen.getByRole("button", { name: "Forward 60 seconds" })).toBeVisible();
    expect(JSON.parse(localStorage.getItem("rerouted:skip-intervals") ?? "{}")).toEqual({ back: 15, forward: 60 });

    playTo(media, 580);
    await user.click(screen.getByRole("button", { name: "Forward 60 seconds" }));
    expect(media.currentTime).toBe(600);
    playTo(media, 5);
    await user.click(screen.getByRole("button", { name: "Back 15 seconds" }));
    expect(media.currentTime).toBe(0);
  });

  it("starts with the skip intervals remembered in this browser", () => {
    server();
    localStorage.setItem("rerouted:skip-intervals", JSON.stringify({ back: 30, forward: 45 }));
    renderPlayer();
    expect(screen.getByRole("button", { name: "Back 30 seconds" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Forward 45 seconds" })).toBeVisible();
  });

  it("changes the speed, applies it to the media and keeps it for the product", async () => {
    const api = server();
    const { user, media } = renderPlayer({ speed: 1.25 });
    loadMetadata(media, 600);
    expect(media.playbackRate).toBe(1.25);
    expect(screen.getByRole("combobox", { name: "Playback speed" })).toHaveTextContent("1.25x");

    await user.click(screen.getByRole("combobox", { name: "Playback speed" }));
    await user.click(await screen.findByRole("option", { name: "1.5x" }));
    expect(media.playbackRate).toBe(1.5);
    expect(screen.getByRole("combobox", { name: "Playback speed" })).toHaveTextContent("1.5x");
    expect(api.bodies("POST", "/api/products/p1/settings")).toEqual([{ speed: 1.5 }]);
  });

  it("disables Previous at the first chapter and Next at the last, and moves between chapters", async () => {
    server();
    const { user } = renderPlayer();
    expect(screen.getByRole("button", { name: "Previous chapter" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next chapter" }));
    expect(screen.getByText("Chapter 2 of 3")).toBeVisible();
    expect(screen.getByRole("button", { name: "Previous chapter" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Next chapter" }));
    expect(screen.getByText("Chapter 3 of 3")).toBeVisible();
    expect(screen.getByRole("button", { name: "Next chapter" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Previous chapter" }));
    expect(screen.getByText("Chapter 2 of 3")).toBeVisible();
  });

  it("when a chapter ends, saves it as completed, selects the next one paused and marks the finished one", async () => {
    const api = server();
    const { user, media } = renderPlayer();
    loadMetadata(media, 600);
    await user.click(screen.getByRole("button", { name: "Play" }));
    playToEnd(media);

    expect(screen.getByText("Chapter 2 of 3")).toBeVisible();
    expect(screen.getByRole("button", { name: "Play" })).toBeVisible();
    expect(within(chapterButton(1)).getByRole("img", { name: "Completed" })).toBeInTheDocument();
    // Sent once the pause's save, still in flight, has been answered.
    await waitFor(() =>
      expect(api.bodies("POST", PROGRESS_PATH).at(-1)).toMatchObject({
        chapterId: "c1",
        progressSeconds: 600,
        completed: true,
      }),
    );
    loadMetadata(media, 900);
    expect(media.paused).toBe(true);
    expect(time()).toHaveTextContent("0:00");
  });

  it("Space plays and pauses and the arrows seek 5 s, but not while typing in a field", async () => {
    server();
    const { user, media } = renderPlayer();
    loadMetadata(media, 600);
    playTo(media, 20);

    await user.keyboard(" ");
    expect(media.paused).toBe(false);
    await user.keyboard(" ");
    expect(media.paused).toBe(true);
    await user.keyboard("{ArrowRight}");
    expect(media.currentTime).toBe(25);
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(media.currentTime).toBe(15);

    await user.click(screen.getByRole("button", { name: "Add Bookmark" }));
    await user.type(screen.getByLabelText("Note (optional)"), "a b");
    expect(media.paused).toBe(true);
    expect(media.currentTime).toBe(15);
  });

  it("says so when the chapter cannot be loaded, instead of spinning", () => {
    server();
    const { media } = renderPlayer();
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    failToLoad(media);
    expect(screen.getByRole("alert")).toHaveTextContent("This chapter could not be loaded");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("offers another device's newer position, and goes there when taken", async () => {
    server();
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    const { user, media } = renderPlayer({
      sessions: [
        { chapterId: "c1", positionSeconds: 30, deviceLabel: "computer", updatedAt: minutesAgo(60), thisDevice: true },
        { chapterId: "c3", positionSeconds: 754, deviceLabel: "phone", updatedAt: minutesAgo(10), thisDevice: false },
      ],
    });
    loadMetadata(media, 600);
    expect(screen.getByText("Chapter 1 of 3")).toBeVisible();
    expect(media.currentTime).toBe(30);

    await user.click(screen.getByRole("button", { name: "Continue from 12:34 (phone, 10 minutes ago)" }));
    expect(screen.getByText("Chapter 3 of 3")).toBeVisible();
    loadMetadata(media, 1200);
    expect(media.currentTime).toBe(754);
    expect(screen.queryByRole("button", { name: /^Continue from/ })).toBeNull();
  });

  it("puts the offer away when dismissed", async () => {
    server();
    const { user } = renderPlayer({
      sessions: [
        {
          chapterId: "c2",
          positionSeconds: 300,
          deviceLabel: "tablet",
          updatedAt: new Date().toISOString(),
          thisDevice: false,
        },
      ],
    });
    expect(screen.getByRole("button", { name: /^Continue from 5:00 \(tablet/ })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("button", { name: /^Continue from/ })).toBeNull();
    expect(screen.getByText("Chapter 1 of 3")).toBeVisible();
  });

  it("shows a sleep timer's time left", async () => {
    server();
    const { user } = renderPlayer();
    await user.click(screen.getByRole("combobox", { name: "Sleep timer" }));
    await user.click(await screen.findByRole("option", { name: "15 minutes" }));
    expect(screen.getByRole("timer")).toHaveTextContent("Stops in 15:00");
    await user.click(screen.getByRole("combobox", { name: "Sleep timer" }));
    await user.click(screen.getByRole("option", { name: "Off" }));
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("names a video product's parts lessons and plays them in a video element", () => {
    server();
    const lessons = CHAPTERS.slice(0, 2).map((c) => ({ ...c, kind: "video" as const }));
    const { media } = renderPlayer({ product: { ...PRODUCT, productType: "video" }, chapters: lessons });
    expect(media.tagName).toBe("VIDEO");
    expect(screen.getByText("Lesson 1 of 2")).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Lessons" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Next lesson" })).toBeEnabled();
    expect(screen.getByRole("button", { name: /^Lesson 2 / })).toBeVisible();
  });
});

describe("transcripts and the video's view", () => {
  const VTT =
    "WEBVTT\n\n00:00.000 --> 00:04.000\nIt was a bright cold day.\n\n00:04.000 --> 00:09.000\nThe clocks were striking thirteen.\n";

  it("shows a chapter's transcript with the line being read highlighted, and plays from a line", async () => {
    const api = fakeServer({ "GET /media/chapters/c1/captions": { status: 200, text: VTT } });
    const withTranscript = [{ ...CHAPTERS[0]!, captionsUrl: "/media/chapters/c1/captions" }, ...CHAPTERS.slice(1)];
    const { user, media } = renderPlayer({ chapters: withTranscript });
    loadMetadata(media, 600);
    const transcript = screen.getByRole("region", { name: "Transcript" });
    const first = await within(transcript).findByRole("button", { name: /It was a bright cold day/ });
    const second = within(transcript).getByRole("button", { name: /The clocks were striking thirteen/ });
    expect(first).toHaveAttribute("aria-current", "true");
    playTo(media, 5.2);
    expect(second).toHaveAttribute("aria-current", "true");
    expect(first).not.toHaveAttribute("aria-current");
    await user.click(first);
    expect(media.currentTime).toBe(0);
    expect(api.sent.filter((r) => r.path === "/media/chapters/c1/captions")).toHaveLength(1);
    // A chapter without a transcript shows none.
    await user.click(chapterButton(2));
    expect(screen.queryByRole("region", { name: "Transcript" })).toBeNull();
  });

  it("gives a lesson's video its captions track and a full screen button", () => {
    server();
    const lesson = { ...CHAPTERS[0]!, kind: "video" as const, captionsUrl: "/media/chapters/c1/captions" };
    const { media } = renderPlayer({ product: { ...PRODUCT, productType: "video" }, chapters: [lesson] });
    const track = media.querySelector("track");
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("src", "/media/chapters/c1/captions");
    expect(screen.getByRole("button", { name: "Full screen" })).toBeEnabled();
  });
});

describe("bookmarks", () => {
  const BOOKMARK: PlayerBookmark = {
    id: "b1",
    chapterId: "c2",
    timestampSeconds: 125,
    note: "The turning point",
    createdAt: "2026-01-01T00:00:00.000Z",
  };

  it("adds a bookmark at the position the dialog opened with, with its note", async () => {
    const api = server();
    const { user, media } = renderPlayer();
    loadMetadata(media, 600);
    playTo(media, 65.7);

    await user.click(screen.getByRole("button", { name: "Add Bookmark" }));
    const dialog = screen.getByRole("dialog", { name: "Add Bookmark" });
    expect(within(dialog).getByText("Chapter 1 at 1:05")).toBeVisible();
    playTo(media, 80);
    await user.type(within(dialog).getByLabelText("Note (optional)"), "Worth hearing again");
    await user.click(within(dialog).getByRole("button", { name: "Save Bookmark" }));

    expect(api.bodies("POST", "/api/products/p1/bookmarks")).toEqual([
      { chapterId: "c1", timestampSeconds: 65, note: "Worth hearing again" },
    ]);
    expect(await screen.findByRole("button", { name: "Go to bookmark at 1:05, chapter 1" })).toHaveTextContent(
      "Worth hearing again",
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the dialog open with a message when the bookmark cannot be saved", async () => {
    fakeServer({ "POST /api/products/p1/bookmarks": { status: 500, json: { error: "down" } } });
    const { user } = renderPlayer();
    await user.click(screen.getByRole("button", { name: "Add Bookmark" }));
    await user.click(screen.getByRole("button", { name: "Save Bookmark" }));
    const dialog = screen.getByRole("dialog", { name: "Add Bookmark" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Could not save the bookmark. Please try again.",
    );
    expect(screen.getByText(/^No bookmarks yet/)).toBeVisible();
  });

  it("jumps to a bookmark's chapter and position", async () => {
    server();
    const { user, media } = renderPlayer({ bookmarks: [BOOKMARK] });
    loadMetadata(media, 600);
    await user.click(screen.getByRole("button", { name: "Go to bookmark at 2:05, chapter 2" }));
    expect(screen.getByText("Chapter 2 of 3")).toBeVisible();
    loadMetadata(media, 900);
    expect(media.currentTime).toBe(125);
  });

  it("deletes a bookmark", async () => {
    const api = server();
    const { user } = renderPlayer({ bookmarks: [BOOKMARK] });
    await user.click(screen.getByRole("button", { name: "Delete bookmark at 2:05" }));
    expect(api.sent).toContainEqual(
      expect.objectContaining({ method: "DELETE", path: "/api/products/p1/bookmarks/b1" }),
    );
    expect(await screen.findByText(/^No bookmarks yet/)).toBeVisible();
    expect(screen.queryByText("The turning point")).toBeNull();
  });
});
