import type {
  DatePresence,
  TrainingPresence,
} from "@leerlijn/contracts/trainings/participant-training.schema";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "../../../ui/badge/badge";

const tones: Record<TrainingPresence, BadgeTone> = {
  assigned: "neutral",
  present: "success",
  partiallyPresent: "warning",
  absent: "danger",
};

/** A participant's presence, on one date (null: not recorded yet) or over the training. */
export function PresenceBadge({ presence }: { presence: TrainingPresence | DatePresence | null }) {
  const { t } = useTranslation();
  if (presence === null)
    return <Badge tone="neutral">{t("trainingParticipants.presence.notRecorded")}</Badge>;
  return <Badge tone={tones[presence]}>{t(`trainingParticipants.presence.${presence}`)}</Badge>;
}
