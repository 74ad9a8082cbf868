import { loadConfig } from "../config";
import { databaseOptionsFromConfig, openDatabase } from "../platform/db/database";
import { describeDemoAccounts, seedDemo } from "../seed/seed-demo";

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
await database.migrate();
await seedDemo(database.db);
await database.close();
console.log(describeDemoAccounts());
