import { fileURLToPath } from "node:url";

export const benchDir = fileURLToPath(new URL("..", import.meta.url));
export const apiDir = fileURLToPath(new URL("../../apps/api/", import.meta.url));
export const resultsDir = fileURLToPath(new URL("../results/", import.meta.url));
export const webDistDir = fileURLToPath(new URL("../../apps/web/dist/", import.meta.url));
