import type { Config } from "../config";
import type { Database } from "../platform/db/database";
import { createStorage } from "../platform/storage/create-storage";
import { describeDemoAccounts, hasAnyCompany, hasDemoCompany, seedDemo } from "./seed-demo";

/**
 * `npm start` on the embedded database seeds an empty one; a PostgreSQL server is seeded only
 * when asked for (`SEED_DEMO=always` or `npm run db:seed`), so production never gets demo data.
 */
export async function seedDemoIfWanted(database: Database, config: Config): Promise<void> {
  if (config.SEED_DEMO === "never") return;
  if (config.SEED_DEMO === "auto" && database.kind !== "pglite") return;
  if (!(await hasAnyCompany(database.db))) {
    const storage = await createStorage(config);
    await seedDemo(database.db, { storage, config });
    await storage.close();
  }
  if (await hasDemoCompany(database.db)) console.log(`\n${describeDemoAccounts()}\n`);
}
