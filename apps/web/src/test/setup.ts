import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { loadCatalogue } from "../lib/i18n";

await loadCatalogue();

afterEach(() => {
  cleanup();
});
