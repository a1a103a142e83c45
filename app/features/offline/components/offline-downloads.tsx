import { CloudOff, Download } from "~/components/ui/icons";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { Button } from "~/components/ui/button";
import {
  downloadChapter,
  downloadedChapterUrls,
  offlineSupported,
  onOfflineChange,
  registerOfflineWorker,
  removeDownload,
  syncOffline,
} from "../downloads";
import { offlineKey } from "../offline-rules";

const noChange = () => () => {};

interface OfflineChapter {
  id: string;
  chapterNumber: number;
  title: string;
  mediaUrl: string;
}

/**
 * "Download for offline" per chapter and "Download book": the chapters are
 * kept in this browser and the service worker plays them without a
 * connection. Opening the page (and coming back online) syncs: positions and
 * bookmarks saved offline go to the server, and a product no longer granted
 * loses its downloads. Shown only where the browser can do it.
 */
export function OfflineDownloads(props: { productId: string; owner: string; chapters: OfflineChapter[] }) {
  const { productId, owner, chapters } = props;
  // False on the server and while hydrating, so both render alike.
  const supported = useSyncExternalStore(noChange, offlineSupported, () => false);
  const [downloaded, setDownloaded] = useState<Set<string>>(new Set());
  const [downloading, setDownloading] = useState<Set<string>>(new Set());
  const [failed, setFailed] = useState<string | null>(null);

  const refresh = useCallback(() => {
    void downloadedChapterUrls(productId).then(setDownloaded, () => {});
  }, [productId]);

  useEffect(() => {
    if (!offlineSupported()) return;
    const sync = () => void syncOffline(owner).catch(() => {});
    void registerOfflineWorker().then(() => {
      refresh();
      if (navigator.onLine) sync();
    }, refresh);
    window.addEventListener("online", sync);
    const stopListening = onOfflineChange(refresh);
    return () => {
      window.removeEventListener("online", sync);
      stopListening();
    };
  }, [owner, refresh]);

  async function download(list: OfflineChapter[]) {
    setFailed(null);
    for (const chapter of list) {
      setDownloading((current) => new Set(current).add(chapter.mediaUrl));
      try {
        await downloadChapter(productId, chapter.mediaUrl);
      } catch {
        setFailed(
          `Chapter ${chapter.chapterNumber} could not be downloaded. Check your connection and the space on this device, then try again.`,
        );
        break;
      } finally {
        setDownloading((current) => {
          const next = new Set(current);
          next.delete(chapter.mediaUrl);
          return next;
        });
        refresh();
      }
    }
  }

  async function remove(chapter: OfflineChapter) {
    await removeDownload(chapter.mediaUrl).catch(() => {});
    refresh();
  }

  if (!supported || chapters.length === 0) return null;
  const missing = chapters.filter((chapter) => !downloaded.has(offlineKey(chapter.mediaUrl)));
  const busy = downloading.size > 0;

  return (
    <section aria-labelledby="offline-downloads-heading">
      <h2 id="offline-downloads-heading" className="flex items-center gap-2 font-display text-xl font-semibold">
        <CloudOff className="size-5 text-muted-foreground" aria-hidden />
        Listen offline
      </h2>
      <div className="mt-3 space-y-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
        <p className="text-sm text-muted-foreground">
          Downloaded chapters play in this browser without a connection. Where you stop and the bookmarks you add are
          saved once you are back online. Signing out removes the downloads.
        </p>
        <Button type="button" onClick={() => void download(missing)} disabled={busy || missing.length === 0}>
          <Download aria-hidden />
          Download book
        </Button>
        <ul className="divide-y divide-border rounded-xl border border-border">
          {chapters.map((chapter) => {
            const titleId = `offline-chapter-${chapter.id}`;
            const stored = downloaded.has(offlineKey(chapter.mediaUrl));
            return (
              <li key={chapter.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span id={titleId} className="min-w-0 text-sm">
                  <span className="text-muted-foreground">{chapter.chapterNumber}.</span> {chapter.title}
                </span>
                {stored ? (
                  <span className="flex items-center gap-2">
                    <span className="text-sm font-medium text-success">Downloaded</span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-describedby={titleId}
                      onClick={() => void remove(chapter)}
                    >
                      Remove
                    </Button>
                  </span>
                ) : (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-describedby={titleId}
                    disabled={busy}
                    onClick={() => void download([chapter])}
                  >
                    {downloading.has(chapter.mediaUrl) ? "Downloading…" : "Download for offline"}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {failed ? (
          <p role="alert" className="text-sm text-destructive">
            {failed}
          </p>
        ) : null}
      </div>
    </section>
  );
}
