import { Eye } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button, type ButtonVariant } from "../../../ui/button/button";
import { previewPath, type PreviewTarget, useStartPreview } from "../api/course-preview";

/** Opens the course as a learner sees it, in a fresh preview that touches no results. */
export function PreviewButton({
  target,
  variant = "secondary",
}: {
  target: PreviewTarget;
  variant?: ButtonVariant;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartPreview();
  return (
    <Button
      variant={variant}
      icon={<Eye size={18} aria-hidden="true" />}
      disabled={start.isPending}
      onClick={() =>
        start.mutate(target, {
          onSuccess: (enrollment) => void navigate(previewPath(target, enrollment.id)),
        })
      }
    >
      {t("courses.preview.open")}
    </Button>
  );
}
