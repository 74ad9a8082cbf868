import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { nlNL } from "../i18n/catalogue";
import { firstVisitCatalogue } from "../i18n/first-visit-catalogue";

export const LOCALE = "nl-NL";
export const TIME_ZONE = "Europe/Amsterdam";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof nlNL };
  }
}

void i18next.use(initReactI18next).init({
  lng: LOCALE,
  fallbackLng: LOCALE,
  resources: { [LOCALE]: { translation: firstVisitCatalogue } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18next };

let fullCatalogue: Promise<void> | undefined;

/**
 * Adds the whole catalogue to the one loaded with the first visit. Every page that is loaded
 * on demand awaits it together with its code (see the router), so no page renders a bare key.
 */
export function loadCatalogue(): Promise<void> {
  fullCatalogue ??= import("../i18n/catalogue").then(
    ({ nlNL }) => {
      i18next.addResourceBundle(LOCALE, "translation", nlNL, true, true);
    },
    (error: unknown) => {
      fullCatalogue = undefined;
      throw error;
    },
  );
  return fullCatalogue;
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});

/** `22 november 2026`; accepts an ISO date (yyyy-MM-dd, read as a calendar day) or timestamp. */
export function formatDate(value: string | Date): string {
  const date =
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00Z`)
      : new Date(value);
  return dateFormat.format(date);
}

/** `14:30` in Amsterdam time. */
export function formatTime(value: string | Date): string {
  return timeFormat.format(new Date(value));
}
