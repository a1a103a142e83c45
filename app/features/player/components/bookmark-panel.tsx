import { BookmarkPlus, Trash as Trash2 } from "~/components/ui/icons";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { formatClock } from "../playback";
import { MAX_NOTE_LENGTH } from "../limits";
import type { PlayerBookmark, PlayerChapter } from "./types";

interface BookmarkPanelProps {
  productId: string;
  chapters: PlayerChapter[];
  bookmarks: PlayerBookmark[];
  onChange(bookmarks: PlayerBookmark[]): void;
  onJump(bookmark: PlayerBookmark): void;
}

/** Bookmarks of this product: jump to one, delete one. */
export function BookmarkList({ productId, chapters, bookmarks, onChange, onJump }: BookmarkPanelProps) {
  const [deleting, setDeleting] = useState<string | null>(null);

  async function remove(bookmark: PlayerBookmark) {
    setDeleting(bookmark.id);
    try {
      const response = await fetch(`/api/products/${productId}/bookmarks/${bookmark.id}`, { method: "DELETE" });
      if (!response.ok && response.status !== 404) throw new Error(String(response.status));
      onChange(bookmarks.filter((b) => b.id !== bookmark.id));
      toast("Bookmark deleted");
    } catch {
      toast.error("Could not delete the bookmark. Please try again.");
    } finally {
      setDeleting(null);
    }
  }

  if (bookmarks.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">No bookmarks yet. Add one to mark a moment you want to return to.</p>
    );
  }
  return (
    <ul className="space-y-2">
      {bookmarks.map((bookmark) => {
        const chapter = chapters.find((c) => c.id === bookmark.chapterId);
        const at = formatClock(bookmark.timestampSeconds);
        return (
          <li key={bookmark.id} className="flex items-start gap-2 rounded-xl border border-border bg-card p-3">
            <button
              type="button"
              onClick={() => onJump(bookmark)}
              className="min-w-0 flex-1 rounded-md text-left focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={`Go to bookmark at ${at}${chapter ? `, chapter ${chapter.chapterNumber}` : ""}`}
            >
              <span className="block text-sm font-medium tabular-nums">
                {at}
                {chapter ? (
                  <span className="font-normal text-muted-foreground"> · Chapter {chapter.chapterNumber}</span>
                ) : null}
              </span>
              {bookmark.note ? (
                <span className="mt-0.5 block text-sm break-words text-muted-foreground">{bookmark.note}</span>
              ) : null}
            </button>
            <Button
              variant="ghost"
              size="icon"
              className="size-9"
              onClick={() => void remove(bookmark)}
              disabled={deleting === bookmark.id}
              aria-label={`Delete bookmark at ${at}`}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** "Add Bookmark": captures the position when opened, with an optional note. */
export function AddBookmark(props: {
  productId: string;
  chapter: PlayerChapter | null;
  position: number;
  onAdded(bookmark: PlayerBookmark): void;
}) {
  const [open, setOpen] = useState(false);
  const [at, setAt] = useState(0);
  const [note, setNote] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function openDialog() {
    setAt(Math.floor(props.position));
    setNote("");
    setError(null);
    setOpen(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!props.chapter) return;
    setSaving(true);
    setError(null);
    try {
      const response = await fetch(`/api/products/${props.productId}/bookmarks`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ chapterId: props.chapter.id, timestampSeconds: at, note }),
      });
      if (!response.ok) throw new Error(String(response.status));
      const { bookmark } = (await response.json()) as { bookmark: PlayerBookmark };
      props.onAdded(bookmark);
      setOpen(false);
      toast.success("Bookmark added");
    } catch {
      setError("Could not save the bookmark. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Button variant="outline" onClick={openDialog} disabled={!props.chapter}>
        <BookmarkPlus aria-hidden />
        Add Bookmark
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Add Bookmark</DialogTitle>
              <DialogDescription>
                Chapter {props.chapter?.chapterNumber} at {formatClock(at)}
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="bookmark-note">Note (optional)</Label>
              <Textarea
                id="bookmark-note"
                value={note}
                maxLength={MAX_NOTE_LENGTH}
                rows={3}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="submit" disabled={saving}>
                {saving ? "Saving..." : "Save Bookmark"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
