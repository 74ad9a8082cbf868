import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CloudDownload, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { enrollmentKeys } from "../api/enrollment-keys";
import {
  canKeepOffline,
  mayKeepOffline,
  offlineCopyInfo,
  removeOfflineCopy,
  saveOfflineCopy,
} from "../offline/offline-copy";
import styles from "./offline-availability.module.css";

const megabytes = (bytes: number) =>
  new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(
    Math.max(bytes / 1_000_000, 0.1),
  );

/**
 * "Beschikbaar offline" on the enrollment page: stores the course on this device for a walk
 * without a connection, says how much space it takes, and removes it again.
 */
export function OfflineAvailability({ enrollment }: { enrollment: Enrollment }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = enrollmentKeys.offlineCopy(enrollment.id);
  const keepable = canKeepOffline() && mayKeepOffline(enrollment);
  const info = useQuery({
    queryKey,
    queryFn: () => offlineCopyInfo(enrollment.id),
    enabled: keepable,
    staleTime: Infinity,
    networkMode: "always",
  });
  const save = useMutation({
    mutationFn: () => saveOfflineCopy(enrollment.id),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
  const remove = useMutation({
    mutationFn: () => removeOfflineCopy(enrollment.id),
    networkMode: "always",
    onSuccess: () => queryClient.setQueryData(queryKey, null),
  });

  if (!canKeepOffline() || enrollment.status === "done") return null;
  if (!keepable)
    return enrollment.settings.timeLimitMinutes !== null ? (
      <p className={styles.note}>{t("enrollments.offline.timedNotOffline")}</p>
    ) : null;
  if (info.isPending) return null;

  return (
    <section className={styles.offline} aria-labelledby="offline-title">
      <h2 id="offline-title" className={styles.title}>
        {t("enrollments.offline.title")}
      </h2>
      {info.data ? (
        <>
          <p className={styles.note} role="status">
            {t("enrollments.offline.stored", { size: megabytes(info.data.bytes) })}
          </p>
          <Button
            variant="secondary"
            icon={<Trash2 size={18} aria-hidden="true" />}
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t("enrollments.offline.remove")}
          </Button>
        </>
      ) : (
        <>
          <p className={styles.note}>{t("enrollments.offline.explain")}</p>
          <Button
            variant="secondary"
            icon={<CloudDownload size={18} aria-hidden="true" />}
            disabled={save.isPending}
            onClick={() => save.mutate()}
          >
            {save.isPending ? t("enrollments.offline.saving") : t("enrollments.offline.save")}
          </Button>
        </>
      )}
      {save.isError && <Alert tone="danger">{t("enrollments.offline.saveFailed")}</Alert>}
    </section>
  );
}
