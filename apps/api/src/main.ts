import { buildApp } from "./app";
import { loadConfig } from "./config";
import { databaseOptionsFromConfig, openDatabase } from "./platform/db/database";
import { startErrorReporting } from "./platform/error-reporting/error-reporter";
import { drain } from "./platform/http/in-flight";
import { seedDemoIfWanted } from "./seed/seed-demo-if-wanted";

const config = loadConfig();
// First, so the library's hooks see the server's requests from the start.
const errorReporter = await startErrorReporting(config, "api");
const database = await openDatabase(databaseOptionsFromConfig(config));
await database.migrate();
await seedDemoIfWanted(database, config);

const app = await buildApp({ config, database, errorReporter });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, "shutting down");
  await app.close();
  await drain(app, 10_000);
  await database.close();
  await errorReporter.flush(2000);
  process.exit(0);
};
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.PORT, host: config.HOST });
console.log(`Leerlijn draait op http://localhost:${config.PORT}`);
