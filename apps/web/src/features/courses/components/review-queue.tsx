import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/i18n";
import { Card } from "../../../ui/card/card";
import { useCourseReviews } from "../api/courses-list";
import { CourseTypeBadge } from "./course-type-badge";
import styles from "./review-queue.module.css";
import { useLibraryText } from "../library-text";

/** For the platform admin: the versions of every company waiting for review. */
export function ReviewQueue() {
  const { t } = useTranslation();
  const libraryText = useLibraryText();
  const reviews = useCourseReviews(true);
  const items = reviews.data?.data ?? [];
  return (
    <Card title={libraryText("reviews.title")} className={styles.card}>
      {items.length === 0 ? (
        <p className={styles.empty}>
          {reviews.isPending ? t("common.loading") : t("courses.reviews.empty")}
        </p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.versionId} className={styles.item}>
              <CourseTypeBadge type={item.courseTypeKey} />
              <span className={styles.name}>{item.name}</span>
              <span className={styles.meta}>
                {t("courses.reviews.submittedBy", {
                  company: item.companyName,
                  date: item.submittedAt ? formatDate(item.submittedAt) : "",
                })}
              </span>
              <Link to={`/courses/${item.courseId}/versions/${item.versionId}/review`}>
                {t("courses.reviews.open")}
                <span className="visually-hidden">: {item.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
