import type { ReactNode } from "react";
import { loadCatalogue } from "../lib/i18n";
import { loadChunk } from "../lib/load-chunk";

/**
 * A page whose code is fetched when it is first opened, alongside its loaders. The first
 * download holds the sign-in page and what every page needs (router, query client, the
 * company's branding); everything behind sign-in, the app's frame included, comes when it is
 * opened, so a phone on a slow connection shows the sign-in form soon (issue 25: under 150 kB
 * of gzipped JavaScript before it).
 */
export type LazyElement = () => Promise<ReactNode>;

// A page whose code does not arrive ends on the root error page, which offers a reload.
// Its strings come with it: the first download holds only the sign-in pages' part of them.
export const lazyRoute = (element: LazyElement) => async () => ({
  element: await loadChunk(() => Promise.all([element(), loadCatalogue()]).then(([page]) => page)),
});
