import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { CourseTypeBadge } from "../../../features/courses/components/course-type-badge";
import {
  useAssignableCourses,
  useAssignCourse,
  useCourseFollowers,
} from "../../../features/enrollments/api/assignments";
import { groupOptionsQuery } from "../../../features/groups/api/groups";
import { UserChecklist } from "../../../features/users/components/user-checklist";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Modal } from "../../../ui/modal/modal";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { TextField } from "../../../ui/text-field/text-field";
import { toasts } from "../../../ui/toast/toast-store";
import styles from "./assign.module.css";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

function useAssignWithToast(onDone: () => void) {
  const { t } = useTranslation();
  const assign = useAssignCourse();
  const run = (courseId: string, body: { companyUserIds: string[]; groupIds: string[] }) =>
    assign.mutateAsync({ courseId, ...body }).then((result) => {
      toasts.show({
        type: "success",
        title: t("enrollments.assign.done", { count: result.enrolled }),
        ...(result.alreadyEnrolled > 0
          ? { description: t("enrollments.assign.already", { count: result.alreadyEnrolled }) }
          : {}),
      });
      onDone();
    });
  const error =
    assign.error instanceof ApiError
      ? assign.error.message
      : assign.error
        ? t("errors.generic")
        : null;
  return { run, pending: assign.isPending, error, reset: assign.reset };
}

/**
 * Assigning a course (from the course library) to people and groups of the company. People
 * who join a chosen group later get the course too.
 */
export function AssignPeopleDialog({
  open,
  onOpenChange,
  course,
}: DialogProps & { course: { id: string; name: string } }) {
  const { t } = useTranslation();
  const [people, setPeople] = useState<string[]>([]);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const groups = useQuery({ ...groupOptionsQuery, enabled: open });
  const followers = useCourseFollowers(course.id, open);
  const already = useMemo(
    () =>
      followers.data && {
        ids: new Set(followers.data),
        badge: t("enrollments.assign.following"),
      },
    [followers.data, t],
  );
  const close = () => {
    onOpenChange(false);
    setPeople([]);
    setGroupIds([]);
  };
  const assign = useAssignWithToast(close);
  const toggleGroup = (id: string) =>
    setGroupIds((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t("enrollments.assign.title", { course: course.name })}
      size="large"
      submitLabel={t("enrollments.assign.submit")}
      submitting={assign.pending}
      onSubmit={() => {
        if (people.length + groupIds.length === 0) return setMissing(true);
        setMissing(false);
        return assign.run(course.id, { companyUserIds: people, groupIds }).catch(() => undefined);
      }}
      tabs={[
        {
          id: "people",
          label: `${t("enrollments.assign.people")} (${people.length})`,
          content: (
            <>
              {already && already.ids.size > 0 && (
                <p className={styles.hint}>{t("enrollments.assign.followingHint")}</p>
              )}
              <UserChecklist
                label={t("enrollments.assign.peopleLabel")}
                value={people}
                onChange={setPeople}
                already={already}
              />
            </>
          ),
        },
        {
          id: "groups",
          label: `${t("enrollments.assign.groups")} (${groupIds.length})`,
          content: (
            <fieldset className={styles.groups}>
              <legend className={styles.hint}>{t("enrollments.assign.groupsHint")}</legend>
              {groups.isPending ? (
                <Skeleton height={120} />
              ) : (groups.data ?? []).length === 0 ? (
                <p>{t("enrollments.assign.noGroups")}</p>
              ) : (
                (groups.data ?? []).map((group) => (
                  <label key={group.id} className={styles.row}>
                    <input
                      type="checkbox"
                      checked={groupIds.includes(group.id)}
                      onChange={() => toggleGroup(group.id)}
                    />
                    <span className={styles.rowText}>{group.name}</span>
                    <span className={styles.muted}>
                      {t("enrollments.assign.members", { count: group.memberCount })}
                    </span>
                  </label>
                ))
              )}
            </fieldset>
          ),
        },
      ]}
    >
      {missing && <Alert tone="warning">{t("enrollments.assign.chooseSomeone")}</Alert>}
      {assign.error && <Alert tone="danger">{assign.error}</Alert>}
    </Modal>
  );
}

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
        if (!courseId) return setMissing(true);
        setMissing(false);
        return assign
          .run(courseId, { companyUserIds: [person.id], groupIds: [] })
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
        {courses.isPending ? (
          <Skeleton height={160} />
        ) : tiles.length === 0 ? (
          <p>
            {search ? t("enrollments.assign.noCourseMatch") : t("enrollments.assign.noCourses")}
          </p>
        ) : (
          tiles.map((course) => (
            <label key={course.id} className={styles.row}>
              <input
                type="radio"
                name="assign-course"
                checked={courseId === course.id}
                onChange={() => setCourseId(course.id)}
              />
              <span className={styles.rowText}>{course.name}</span>
              <CourseTypeBadge type={course.courseType.key} />
            </label>
          ))
        )}
      </fieldset>
      {missing && <Alert tone="warning">{t("enrollments.assign.chooseCourse")}</Alert>}
      {assign.error && <Alert tone="danger">{assign.error}</Alert>}
    </Modal>
  );
}
