import type { CourseStatus } from "@leerlijn/contracts/courses/course-status";
import { useTranslation } from "react-i18next";
import { useCurrentCompany } from "../companies/api/current-company";

/** The author tool's texts that name the open library. */
type LibraryTextKey =
  | "status.publicly-published"
  | "publish.public"
  | "publish.submitted"
  | "publish.publicOnly"
  | "dashboard.deletePublic"
  | "reviews.title"
  | "review.accept"
  | "review.accepted"
  | "lock.publicTitle";

/** One configured company calls the open library 'Kennissessies', in the author tool too. */
export function useLibraryText() {
  const { t } = useTranslation();
  const naming = useCurrentCompany().openLibraryName;
  return (key: LibraryTextKey) =>
    naming === "knowledgeMeetings" ? t(`courses.knowledgeMeetings.${key}`) : t(`courses.${key}`);
}

export function useCourseStatusLabel() {
  const { t } = useTranslation();
  const libraryText = useLibraryText();
  return (status: CourseStatus) =>
    status === "publicly-published"
      ? libraryText("status.publicly-published")
      : t(`courses.status.${status}`);
}
