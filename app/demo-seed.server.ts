import { randomBytes } from "node:crypto";
import { createReadStream, statSync } from "node:fs";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import type { Config } from "~/config.server";
import { DEMO_ACCOUNTS, DEMO_CATALOGUE } from "~/content/demo-catalogue";
import { createAccount } from "~/features/auth/accounts.server";
import { productDuration } from "~/lib/duration";
import { seedOffer } from "~/lib/site-content.server";
import { readMediaInfo } from "~/lib/media-info.server";
import type { Logger } from "~/logger.server";
import { PROJECT_ROOT } from "~/project-root.server";
import type { Storage } from "~/storage/storage.server";
import type { Db } from "~/db/client.server";
import { adminUsers, audioChapters, authUsers, productAccess, products } from "~/db/schema";

const SEED_MEDIA_DIR = join(PROJECT_ROOT, "seed/media");

/**
 * Fills an empty database with the demo catalogue and two accounts, so a
 * fresh `npm start` shows a working shop and library. It never touches a
 * database that already has products or users.
 */
export async function seedDemo(options: { db: Db; storage: Storage; config: Config; log: Logger }): Promise<boolean> {
  const { db, storage, config, log } = options;
  const [productCount] = await db.select({ n: count() }).from(products);
  const [userCount] = await db.select({ n: count() }).from(authUsers);
  if ((productCount?.n ?? 0) > 0 || (userCount?.n ?? 0) > 0) return false;

  const password = config.demoPassword ?? randomBytes(9).toString("base64url");
  const accounts: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    // The demo accounts' example.com addresses count as proven: there is no mailbox to confirm.
    const { userId } = await createAccount({
      db,
      ...account,
      password,
      adminEmails: config.adminEmails,
      emailVerified: true,
    });
    accounts[account.role] = userId;
  }
  if (accounts.admin) await db.insert(adminUsers).values({ id: accounts.admin }).onConflictDoNothing();

  const seedFile = (file: string) => join(SEED_MEDIA_DIR, file);
  for (const item of DEMO_CATALOGUE) {
    // Lengths come from the files, exactly as an admin upload reads them.
    const durations = await Promise.all(
      item.chapters.map(async ({ file }) => {
        const info = await readMediaInfo(createReadStream(seedFile(file)), { size: statSync(seedFile(file)).size });
        return info.durationSeconds ?? 0;
      }),
    );
    const [product] = await db
      .insert(products)
      .values({
        name: item.name,
        description: item.description,
        productType: item.productType,
        imageUrl: item.imageUrl,
        price: item.price,
        duration: item.chapters.length > 0 ? productDuration(durations) : item.duration,
        opensAt: item.opensAt ?? null,
      })
      .returning({ id: products.id });
    if (!product) throw new Error("seed: product insert returned no row");
    const folder = item.productType === "video" ? "video" : "audio";
    for (const [index, chapter] of item.chapters.entries()) {
      const key = `${folder}/${product.id}/${Date.now()}-${chapter.file}`;
      await storage.put(key, createReadStream(seedFile(chapter.file)));
      await db.insert(audioChapters).values({
        productId: product.id,
        chapterNumber: index + 1,
        title: chapter.title,
        duration: durations[index] ?? 0,
        filePath: key,
      });
    }
    if (item.document) {
      const key = `documents/${product.id}/${Date.now()}-${item.document}`;
      await storage.put(key, createReadStream(seedFile(item.document)));
      await db.update(products).set({ filePath: key }).where(eq(products.id, product.id));
    }
    for (const offerId of item.grantedBy ?? []) await seedOffer(db, offerId, { grants: [product.id] });
    if (item.grantedToReader && accounts.reader) {
      await db.insert(productAccess).values({ userId: accounts.reader, productId: product.id });
    }
  }

  log.info("demo content seeded", { products: DEMO_CATALOGUE.length });
  // The demo password is shown to a person at a terminal, never written to
  // the JSON log; without a terminal, DEMO_PASSWORD chooses it (README, "Run it").
  if (process.stdout.isTTY) {
    const lines = [
      "Demo accounts (shown once; set DEMO_PASSWORD to choose the password):",
      ...DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(7)} ${a.email}  password: ${password}`),
    ];
    console.log(`\n${lines.join("\n")}\n`);
  } else {
    log.info("demo accounts created; their password is printed only to a terminal (or set with DEMO_PASSWORD)");
  }
  return true;
}
