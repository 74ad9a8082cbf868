import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { CourseTypeBadge } from "../../../features/courses/components/course-type-badge";
import {
  useAssignableCourses,
  useFollowedCourses,
} from "../../../features/enrollments/api/assignments";
import { Badge } from "../../../ui/badge/badge";
import { Alert } from "../../../ui/alert/alert";
import { Modal } from "../../../ui/modal/modal";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { TextField } from "../../../ui/text-field/text-field";
import styles from "../../../ui/choice-list/choice-list.module.css";
import { type DialogProps, useAssignWithToast } from "./use-assign-with-toast";

/** Assigning one of the company's published courses to one person (from user management). */
export function AssignCourseToPersonDialog({
  open,
  onOpenChange,
  person,
}: DialogProps & { person: { id: string; name: string } }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [courseId, setCourseId] = useState("");
  const [missing, setMissing] = useState(false);
  const courses = useAssignableCourses(search.trim());
  const followedIds = useFollowedCourses(person.id, open);
  const followed = useMemo(() => new Set(followedIds.data), [followedIds.data]);
  // A course the person turns out to follow is no choice, even if picked before the marks came.
  const chosen = followed.has(courseId) ? "" : courseId;
  const close = () => {
    onOpenChange(false);
    setCourseId("");
    setSearch("");
  };
  const assign = useAssignWithToast(close);
  const tiles = courses.data?.data ?? [];

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t("enrollments.assign.courseTitle", { name: person.name })}
      size="medium"
      submitLabel={t("enrollments.assign.submit")}
      submitting={assign.pending}
      onSubmit={() => {
        if (!chosen) return setMissing(true);
        setMissing(false);
        return assign
          .run(chosen, { companyUserIds: [person.id], groupIds: [] })
          .catch(() => undefined);
      }}
    >
      <TextField
        label={t("enrollments.assign.searchCourse")}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <fieldset className={styles.groups}>
        <legend className="visually-hidden">{t("enrollments.assign.chooseCourse")}</legend>
        {tiles.some((course) => followed.has(course.id)) && (
          <p className={styles.hint}>
            {t("enrollments.assign.followingCourseHint", { name: person.name })}
          </p>
        )}
        {courses.isPending || followedIds.isPending ? (
          <Skeleton height={160} />
        ) : tiles.length === 0 ? (
          <p>
            {search ? t("enrollments.assign.noCourseMatch") : t("enrollments.assign.noCourses")}
          </p>
        ) : (
          tiles.map((course) => {
            const isFollowed = followed.has(course.id);
            return (
              <label
                key={course.id}
                className={[styles.row, isFollowed && styles.rowIn].filter(Boolean).join(" ")}
              >
                <input
                  type="radio"
                  name="assign-course"
                  checked={chosen === course.id}
                  disabled={isFollowed}
                  onChange={() => setCourseId(course.id)}
                />
                <span className={styles.rowText}>{course.name}</span>
                <CourseTypeBadge type={course.courseType.key} />
                {isFollowed && <Badge tone="info">{t("enrollments.assign.following")}</Badge>}
              </label>
            );
          })
        )}
      </fieldset>
      {missing && <Alert tone="warning">{t("enrollments.assign.chooseCourse")}</Alert>}
      {assign.error && <Alert tone="danger">{assign.error}</Alert>}
    </Modal>
  );
}
