import { completionPercent } from "./stats";

/** SPEC section 9: average session = mean progress seconds, shown in minutes (one decimal). */
export function averageSessionMinutes(meanSeconds: number): number {
  return Math.round((meanSeconds / 60) * 10) / 10;
}

export interface ChapterListens {
  chapterId: string;
  title: string;
  productName: string;
  listens: number;
  completed: number;
}

/** Per-chapter completion percent (0 for a chapter nobody listened to). */
export function withCompletion(rows: readonly ChapterListens[]): (ChapterListens & { completionPercent: number })[] {
  return rows.map((row) => ({ ...row, completionPercent: completionPercent(row.completed, row.listens) }));
}
