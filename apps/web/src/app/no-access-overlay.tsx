import { useQuery } from "@tanstack/react-query";
import { Lock, Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useCurrentUser } from "../features/auth/api/current-user";
import { useCurrentCompany } from "../features/companies/api/current-company";
import { demoBookingQuery } from "../features/users/api/demo-booking";
import { Modal } from "../ui/modal/modal";
import { Skeleton } from "../ui/skeleton/skeleton";
import { landingPath } from "./landing-path";
import { useDocumentTitle } from "./use-document-title";
import styles from "./no-access-overlay.module.css";

/** A dimmed outline of the tool behind the overlay; its real content is not for this role. */
function PageBehind() {
  return (
    <div className={styles.behind} inert aria-hidden="true">
      <Skeleton height={32} width="30%" />
      <div className={styles.behindGrid}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={160} />
        ))}
      </div>
    </div>
  );
}

/**
 * Shown over a page the role's package lacks: a way to book a demo (the widget, filled in with
 * who is asking) and always a person to reach. Closing it leads to the person's start page.
 */
export function NoAccessOverlay() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = useCurrentCompany();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const booking = useQuery(demoBookingQuery);
  useDocumentTitle(t("pages.overlay.title"));
  const start = landingPath(user);
  const contact = booking.data?.contact;
  return (
    <>
      <PageBehind />
      <Modal
        open
        onOpenChange={(open) => {
          if (!open && start !== pathname) void navigate(start);
        }}
        size="large"
        title={
          <span className={styles.title}>
            <Lock size={20} aria-hidden="true" />
            {t("pages.overlay.title")}
          </span>
        }
        description={t("pages.overlay.text", { company: company.name })}
        closeLabel={t("pages.overlay.close")}
      >
        {booking.data?.bookingUrl && (
          <iframe
            className={styles.widget}
            title={t("pages.overlay.bookingTitle")}
            src={booking.data.bookingUrl}
            sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
          />
        )}
        {contact && (
          <div className={styles.contact}>
            <p>
              {booking.data?.bookingUrl
                ? t("pages.overlay.contactBeside")
                : t("pages.overlay.contactInstead")}
            </p>
            <ul>
              <li>
                <Mail size={18} aria-hidden="true" />
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
              {contact.phone && (
                <li>
                  <Phone size={18} aria-hidden="true" />
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
                </li>
              )}
            </ul>
          </div>
        )}
      </Modal>
    </>
  );
}
