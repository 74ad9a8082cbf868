import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The committed SQL migrations live in `apps/api/drizzle`. From source this file sits three
 * levels below it; in the bundled server (`apps/api/dist/main.js`) one level.
 */
function findMigrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    const candidate = join(dir, "drizzle");
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
    dir = dirname(dir);
  }
  throw new Error("Could not find the drizzle migrations folder");
}

export const migrationsFolder = findMigrationsFolder();
