import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import type { WalkSection } from "@leerlijn/contracts/enrollments/walk-through.schema";
import { useQueryClient } from "@tanstack/react-query";
import { ListTree, X } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { Modal } from "../../../ui/modal/modal";
import { ProgressBar } from "../../../ui/progress-bar/progress-bar";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { enrollmentKeys } from "../api/enrollment-keys";
import { blocksQuery, useSectionBlocks } from "../api/walk-through";
import { blockPath, positionOf, readingOrder, type WalkPaths } from "../walk-path";
import { BlockStep } from "./block-step";
import { Countdown } from "./countdown";
import { QueuedAnswersNotice } from "./queued-answers-notice";
import { SectionOutline } from "./section-outline";
import styles from "./walk-through.module.css";

type WalkThroughScreenProps = {
  enrollment: Enrollment;
  sections: WalkSection[];
  sectionId: string;
  blockUuid: string | undefined;
  paths: WalkPaths;
};

/**
 * One block at a time, made for a phone held in one hand: the course and progress on top, the
 * block in the middle, and the one action that moves on in a bar at the bottom.
 */
export function WalkThroughScreen({
  enrollment,
  sections,
  sectionId,
  blockUuid,
  paths,
}: WalkThroughScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [outlineOpen, setOutlineOpen] = useState(false);
  const blocks = useSectionBlocks(enrollment.id, sectionId);
  const order = useMemo(() => readingOrder(sections), [sections]);
  const section = sections.find((candidate) => candidate.id === sectionId);
  const currentUuid = blockUuid ?? section?.blockUuids[0];
  const position = positionOf(order, currentUuid);
  const block = blocks.data?.find((candidate) => candidate.uuid === currentUuid);
  const whereId = useId();

  // The next section's blocks are fetched ahead, so moving on never waits.
  const nextSectionId = position.next?.sectionId;
  useEffect(() => {
    if (nextSectionId && nextSectionId !== sectionId)
      void queryClient.prefetchQuery(blocksQuery(enrollment.id, nextSectionId));
  }, [queryClient, enrollment.id, nextSectionId, sectionId]);

  const handleExpire = () => {
    void queryClient.invalidateQueries({ queryKey: enrollmentKeys.all });
    void navigate(paths.finish);
  };

  return (
    <div className={styles.screen}>
      {enrollment.isPreview && <Alert tone="info">{t("enrollments.walk.preview")}</Alert>}
      <header className={styles.header}>
        <div className={styles.topRow}>
          <Link className={styles.close} to={paths.exit}>
            <X size={20} aria-hidden="true" />
            <span>
              {t("enrollments.walk.close")}
              <span className="visually-hidden">{t("enrollments.walk.closeWhere")}</span>
            </span>
          </Link>
          {enrollment.deadlineAt && !enrollment.finishedAt && (
            <Countdown deadline={enrollment.deadlineAt} onExpire={handleExpire} />
          )}
          <Button
            variant="ghost"
            icon={<ListTree size={20} aria-hidden="true" />}
            onClick={() => setOutlineOpen(true)}
          >
            {t("enrollments.walk.outline")}
          </Button>
        </div>
        <h1 className={styles.courseName}>{enrollment.course.name}</h1>
        <ProgressBar
          value={enrollment.progress.percentage}
          label={t("enrollments.overview.progress")}
          hideLabel
          showValue
        />
      </header>

      {section && position.index >= 0 && (
        <p className={styles.where} id={whereId}>
          <span className={styles.sectionTitle}>{section.title}</span>
          <span>
            {t("enrollments.walk.blockOf", { number: position.number, total: position.total })}
          </span>
        </p>
      )}

      <QueuedAnswersNotice />

      {enrollment.finishedAt && !enrollment.isPreview && (
        <Alert tone="success">{t("enrollments.walk.finished")}</Alert>
      )}

      {blocks.isPending ? (
        <div aria-busy="true" className={styles.loading}>
          <Skeleton height={28} width="70%" />
          <Skeleton height={160} />
        </div>
      ) : !block || !section?.isAccessible ? (
        <Alert tone="warning">{t("enrollments.walk.notFound")}</Alert>
      ) : (
        <BlockStep
          key={block.uuid}
          labelledBy={whereId}
          enrollment={enrollment}
          block={block}
          previous={position.previous}
          next={position.next}
          paths={paths}
        />
      )}

      <Modal
        open={outlineOpen}
        onOpenChange={setOutlineOpen}
        title={t("enrollments.walk.outlineTitle")}
        footer={null}
      >
        <SectionOutline
          sections={sections}
          currentSectionId={sectionId}
          onNavigate={() => setOutlineOpen(false)}
          linkTo={(target) => {
            const first = target.blockUuids[0];
            return first ? blockPath(paths, { sectionId: target.id, blockUuid: first }) : null;
          }}
        />
      </Modal>
    </div>
  );
}
