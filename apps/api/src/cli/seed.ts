import { loadConfig } from "../config";
import { databaseOptionsFromConfig, openDatabase } from "../platform/db/database";
import { createStorage } from "../platform/storage/create-storage";
import { describeDemoAccounts, seedDemo } from "../seed/seed-demo";

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
await database.migrate();
const storage = await createStorage(config);
await seedDemo(database.db, { storage, config });
await storage.close();
await database.close();
console.log(describeDemoAccounts());
