import { type Question, questionPoints } from "@leerlijn/contracts/courses/block.schema";
import { useTranslation } from "react-i18next";

/** "3 punten × Hoog = 9 punten": the weight multiplies points, and authors see it as learners do. */
export function useEffectivePoints() {
  const { t } = useTranslation();
  return (question: Question) => {
    const { base, total } = questionPoints(question);
    return t("courses.editor.effectivePoints", {
      base: t("courses.editor.pointsCount", { count: base }),
      weight: t(`courses.editor.weights.${question.weight}`),
      total: t("courses.editor.pointsCount", { count: total }),
    });
  };
}
