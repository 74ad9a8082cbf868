import type { PublicationTarget } from "@leerlijn/contracts/courses/course-status";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Modal } from "../../../ui/modal/modal";
import { toasts } from "../../../ui/toast/toast-store";
import { usePublishVersion, type VersionRef } from "../api/course-actions";
import { useCourseVersion } from "../api/course-version";
import { needsPlaces, type PublishProblem, publishProblems } from "../publish-problems";
import styles from "./publish-dialog.module.css";
import { useLibraryText } from "../library-text";

/** Choose where a version goes: live in the own library, or into review for the open library. */
export function PublishDialog({
  version,
  name,
  publicOnly,
  open,
  onOpenChange,
}: {
  version: VersionRef;
  name: string;
  /** The course is in the open library: every next version goes there too, through review. */
  publicOnly: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const libraryText = useLibraryText();
  const [chosen, setChosen] = useState<PublicationTarget>("own");
  const target = publicOnly ? "public" : chosen;
  const choices = publicOnly ? (["public"] as const) : (["own", "public"] as const);
  const publish = usePublishVersion();
  const failure = publish.error instanceof ApiError ? publish.error : null;
  const errors = failure?.body?.errors ?? {};
  // Only a refusal that names parts of the course needs the course itself, to say where they are.
  const content = useCourseVersion(version, { enabled: open && needsPlaces(errors) });
  const problems = publishProblems(errors, content.data);
  const describe = ({ message, where }: PublishProblem) =>
    !where
      ? message
      : t(where.block === null ? "courses.publish.inSection" : "courses.publish.inBlock", {
          type: t(`courses.library.sectionTypes.${where.section.sectionTypeKey}`),
          section: where.section.title,
          number: where.block,
          message,
        });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) publish.reset();
        onOpenChange(next);
      }}
      title={t("courses.publish.title", { name })}
      submitLabel={t("courses.publish.submit")}
      submitting={publish.isPending}
      onSubmit={() =>
        publish.mutate(
          { ...version, target },
          {
            onSuccess: () => {
              toasts.show({
                type: "success",
                title:
                  target === "own"
                    ? t("courses.publish.published")
                    : libraryText("publish.submitted"),
              });
              onOpenChange(false);
            },
          },
        )
      }
    >
      {failure && (
        <Alert tone="danger">
          {problems.length > 0 ? (
            <>
              {t("courses.publish.problems")}
              <ul>
                {problems.map((problem, index) => (
                  <li key={index}>{describe(problem)}</li>
                ))}
              </ul>
            </>
          ) : (
            failure.message
          )}
        </Alert>
      )}
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t("courses.publish.title", { name })}</legend>
        {choices.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name="target"
              value={choice}
              checked={target === choice}
              onChange={() => setChosen(choice)}
            />
            <span>
              <strong>
                {choice === "own" ? t("courses.publish.own") : libraryText("publish.public")}
              </strong>
              <span className={styles.hint}>{t(`courses.publish.${choice}Text`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {publicOnly && <p className={styles.hint}>{libraryText("publish.publicOnly")}</p>}
    </Modal>
  );
}
