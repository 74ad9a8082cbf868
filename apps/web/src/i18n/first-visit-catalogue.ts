import { login, logout } from "./nl-NL/auth.json";
import common from "./nl-NL/common.json";
import errors from "./nl-NL/errors.json";
import { chunkError, error, notFound, titles } from "./nl-NL/pages.json";
import { spinner, toast } from "./nl-NL/ui.json";

/**
 * The part of the nl-NL catalogue that the pages before signing in (and the toasts and error
 * pages any page shows) read. It comes with the first download; the rest of the catalogue comes
 * with the first page that needs it (see `loadCatalogue`), so a phone shows the sign-in form
 * sooner. Named imports, so only these parts of each file are bundled here.
 */
export const firstVisitCatalogue = {
  auth: { login, logout },
  common,
  errors,
  pages: { chunkError, error, notFound, titles },
  ui: { spinner, toast },
} as const;
