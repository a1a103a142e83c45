/** What the player page gets from its loader. */
export interface PlayerChapter {
  id: string;
  chapterNumber: number;
  title: string;
  duration: number;
  mediaUrl: string;
  /** The chapter's WebVTT transcript, or null when it has none. */
  captionsUrl: string | null;
  kind: "audio" | "video";
}

export interface PlayerProduct {
  id: string;
  name: string;
  description: string;
  productType: string;
  imageUrl: string | null;
}

export interface PlayerProgress {
  chapterId: string;
  progressSeconds: number;
  lastAccessed: string;
  completedAt: string | null;
}

export interface PlayerBookmark {
  id: string;
  chapterId: string;
  timestampSeconds: number;
  note: string;
  createdAt: string;
}
