import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../features/auth/api/current-user";
import { useCurrentCompany } from "../features/companies/api/current-company";
import { env } from "../lib/env";
import { useDocumentTitle } from "./use-document-title";
import styles from "./no-access-overlay.module.css";

/** The booking widget gets who is asking, so the demo request arrives filled in. */
export function bookingUrl(
  base: string,
  company: string,
  user: {
    firstName: string;
    middleName: string | null;
    lastName: string;
    email: string | null;
    phoneNumber: string | null;
  },
): string {
  const url = new URL(base);
  const values: Record<string, string> = {
    company,
    firstName: user.firstName,
    middleName: user.middleName ?? "",
    lastName: user.lastName,
    name: [user.firstName, user.middleName, user.lastName].filter(Boolean).join(" "),
    email: user.email ?? "",
    phone: user.phoneNumber ?? "",
  };
  for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
  return url.toString();
}

/** Shown instead of a page to roles whose package lacks it, with a way to book a demo. */
export function NoAccessOverlay() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = useCurrentCompany();
  useDocumentTitle(t("pages.overlay.title"));
  return (
    <section className={styles.overlay} aria-labelledby="no-access-title">
      <span className={styles.icon}>
        <Lock size={24} aria-hidden="true" />
      </span>
      <h1 id="no-access-title">{t("pages.overlay.title")}</h1>
      <p className={styles.text}>{t("pages.overlay.text", { company: company.name })}</p>
      {env.VITE_DEMO_BOOKING_URL ? (
        <iframe
          className={styles.widget}
          title={t("pages.overlay.bookingTitle")}
          src={bookingUrl(env.VITE_DEMO_BOOKING_URL, company.name, user)}
          sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
        />
      ) : (
        <p className={styles.text}>{t("pages.overlay.contact")}</p>
      )}
    </section>
  );
}
