import { courseStatuses } from "@leerlijn/contracts/courses/course-status";
import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Select } from "../../../ui/select/select";
import { TextField } from "../../../ui/text-field/text-field";
import { useCourseTypes } from "../api/course-types";
import styles from "./course-filters.module.css";
import { useCourseStatusLabel } from "../library-text";

export type CourseFilterValues = { queryString: string; status: string; courseType: string };

/** Search by name and filter by status and course type (spec: the course list filters). */
export function CourseFilters({
  values,
  onChange,
  statuses = courseStatuses,
}: {
  values: CourseFilterValues;
  onChange: (values: CourseFilterValues) => void;
  statuses?: readonly string[];
}) {
  const { t } = useTranslation();
  const statusLabel = useCourseStatusLabel();
  const types = useCourseTypes();
  return (
    <div className={styles.filters} role="search">
      <TextField
        label={t("courses.dashboard.search")}
        type="search"
        value={values.queryString}
        maxLength={255}
        addonStart={<Search size={16} aria-hidden="true" />}
        onChange={(event) => onChange({ ...values, queryString: event.target.value })}
      />
      <Select
        label={t("courses.dashboard.statusFilter")}
        placeholder={t("courses.dashboard.allStatuses")}
        value={values.status}
        options={statuses.map((status) => ({
          value: status,
          label: statusLabel(status as (typeof courseStatuses)[number]),
        }))}
        onChange={(status) => onChange({ ...values, status })}
      />
      <Select
        label={t("courses.dashboard.typeFilter")}
        placeholder={t("courses.dashboard.allTypes")}
        value={values.courseType}
        options={types.map((type) => ({ value: type.key, label: type.name }))}
        onChange={(courseType) => onChange({ ...values, courseType })}
      />
    </div>
  );
}
