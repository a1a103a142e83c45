import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/db/client.server";
import { averageSessionMinutes, withCompletion, type ChapterListens } from "./listening";
import { completionPercent } from "./stats";

export interface ListeningTab {
  totalListens: number;
  averageSessionMinutes: number;
  completionRate: number;
  /** SPEC's "popular chapters: top 10 by listens". */
  topChapters: (ChapterListens & { completionPercent: number })[];
  /** Every chapter of every product, by product and chapter number; 0 where nobody listened. */
  chapterCompletion: (ChapterListens & { completionPercent: number })[];
}

type ChapterRow = { id: string; title: string; product_name: string; listens: number; completed: number };

const toListens = (rows: ChapterRow[]) =>
  withCompletion(
    rows.map((row) => ({
      chapterId: row.id,
      title: row.title,
      productName: row.product_name,
      listens: Number(row.listens),
      completed: Number(row.completed),
    })),
  );

/** SPEC section 9's listening analytics, as SQL aggregates over user_progress. */
export async function loadListening(db: Db): Promise<ListeningTab> {
  const [[totals], top, every] = await Promise.all([
    queryRows<{ listens: number; mean_seconds: number; completed: number }>(
      db,
      sql`
    select count(*)::int as listens, coalesce(avg(progress_seconds), 0)::float8 as mean_seconds,
      count(completed_at)::int as completed
    from user_progress`,
    ),
    queryRows<ChapterRow>(
      db,
      sql`
    select c.id, c.title, p.name as product_name, t.listens, t.completed
    from (
      select chapter_id, count(*)::int as listens, count(completed_at)::int as completed
      from user_progress group by chapter_id order by listens desc, chapter_id limit 10
    ) t
    join audio_chapters c on c.id = t.chapter_id
    join products p on p.id = c.product_id
    order by t.listens desc, c.title`,
    ),
    queryRows<ChapterRow>(
      db,
      sql`
    select c.id, c.title, p.name as product_name,
      coalesce(t.listens, 0)::int as listens, coalesce(t.completed, 0)::int as completed
    from audio_chapters c
    join products p on p.id = c.product_id
    left join (
      select chapter_id, count(*)::int as listens, count(completed_at)::int as completed
      from user_progress group by chapter_id
    ) t on t.chapter_id = c.id
    order by p.name, p.id, c.chapter_number, c.created_at`,
    ),
  ]);
  const listens = Number(totals?.listens ?? 0);
  return {
    totalListens: listens,
    averageSessionMinutes: averageSessionMinutes(Number(totals?.mean_seconds ?? 0)),
    completionRate: completionPercent(Number(totals?.completed ?? 0), listens),
    topChapters: toListens(top),
    chapterCompletion: toListens(every),
  };
}
