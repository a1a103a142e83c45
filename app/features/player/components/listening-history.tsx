import { RotateCcwClock as History, MonitorSmartphone, X } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { formatPosition, resumeOfferText, timeAgo, type ListeningSession, type ResumeOffer } from "../resume-offer";
import type { PlayerChapter } from "./types";

/** "Continue from 2:14:05 (phone, 10 minutes ago)": another device's newer position, one tap away. */
export function ResumeOfferBanner(props: {
  offer: ResumeOffer;
  chapters: PlayerChapter[];
  now: number;
  unitLabel: string;
  onAccept(): void;
  onDismiss(): void;
}) {
  const { offer, chapters, now } = props;
  const chapter = chapters[offer.chapterIndex];
  return (
    <div className="flex items-center gap-2 rounded-xl border border-primary/30 bg-primary/5 p-2 pl-3">
      <MonitorSmartphone className="size-5 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1">
        <Button variant="link" className="h-auto p-0 text-left whitespace-normal" onClick={props.onAccept}>
          {resumeOfferText(offer, now)}
        </Button>
        {chapter ? (
          <p className="truncate text-xs text-muted-foreground">
            {props.unitLabel} {chapter.chapterNumber}: {chapter.title}
          </p>
        ) : null}
      </div>
      <Button variant="ghost" size="icon" onClick={props.onDismiss} aria-label="Dismiss">
        <X aria-hidden />
      </Button>
    </div>
  );
}

/** Recent positions with their device and time; a tap jumps there. */
export function ListeningHistory(props: {
  sessions: ListeningSession[];
  chapters: PlayerChapter[];
  now: number | null;
  unitLabel: string;
  onJump(chapterIndex: number, position: number): void;
}) {
  const entries = props.sessions
    .map((session) => ({ session, index: props.chapters.findIndex((c) => c.id === session.chapterId) }))
    .filter(({ index }) => index >= 0);
  if (entries.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        Your recent listening on every device will appear here.
      </p>
    );
  }
  return (
    <ol className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
      {entries.map(({ session, index }) => {
        const chapter = props.chapters[index]!;
        const device = session.thisDevice ? `this ${session.deviceLabel}` : session.deviceLabel;
        return (
          <li key={`${session.updatedAt}-${session.chapterId}`}>
            <button
              type="button"
              onClick={() => props.onJump(index, session.positionSeconds)}
              className="flex w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
            >
              <History className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">
                  {`${formatPosition(session.positionSeconds)}, ${props.unitLabel} ${chapter.chapterNumber}`}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {device}
                  {props.now !== null ? `, ${timeAgo(session.updatedAt, props.now)}` : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
