import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/features/*/*.table.ts",
  out: "./drizzle",
  casing: "snake_case",
});
