import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { join, resolve } from "node:path";
import { count } from "drizzle-orm";
import type { Config } from "~/config.server";
import { DEMO_ACCOUNTS, DEMO_CATALOGUE } from "~/content/demo-catalogue";
import { createAccount } from "~/features/auth/accounts.server";
import type { Logger } from "~/logger.server";
import type { Storage } from "~/storage/storage.server";
import type { Db } from "./client.server";
import { adminUsers, audioChapters, authUsers, productAccess, products } from "./schema";

const SEED_MEDIA_DIR = resolve(process.cwd(), "seed/media");

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
    const { userId } = await createAccount({ db, ...account, password, adminEmails: config.adminEmails });
    accounts[account.role] = userId;
  }
  if (accounts.admin) await db.insert(adminUsers).values({ id: accounts.admin }).onConflictDoNothing();

  for (const item of DEMO_CATALOGUE) {
    const [product] = await db
      .insert(products)
      .values({
        name: item.name,
        description: item.description,
        productType: item.productType,
        imageUrl: item.imageUrl,
        price: item.price,
        duration: item.chapters.reduce((sum, c) => sum + c.duration, 0) || item.duration,
      })
      .returning({ id: products.id });
    if (!product) throw new Error("seed: product insert returned no row");
    for (const [index, chapter] of item.chapters.entries()) {
      const key = `audio/${product.id}/${Date.now()}-${chapter.file}`;
      await storage.put(key, createReadStream(join(SEED_MEDIA_DIR, chapter.file)));
      await db.insert(audioChapters).values({
        productId: product.id,
        chapterNumber: index + 1,
        title: chapter.title,
        duration: chapter.duration,
        filePath: key,
      });
    }
    if (item.grantedToReader && accounts.reader) {
      await db.insert(productAccess).values({ userId: accounts.reader, productId: product.id });
    }
  }

  log.info("demo content seeded", { products: DEMO_CATALOGUE.length });
  const lines = [
    "Demo accounts (shown once; set DEMO_PASSWORD to choose the password):",
    ...DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(7)} ${a.email}  password: ${password}`),
  ];
  console.log(`\n${lines.join("\n")}\n`);
  return true;
}
