import { editModeOf, type EditMode } from "@leerlijn/contracts/courses/course-status";
import type { Db } from "../../platform/db/database";
import { conflict, notFound } from "../../platform/http/app-error";
import { findVersion, type ScopedVersion } from "./courses.repository";

export const editRefusals = {
  inReview: "Deze versie wordt beoordeeld en kan nu niet worden gewijzigd.",
  public:
    "Deze versie is gedeeld met alle organisaties en kan niet meer worden gewijzigd. Maak een nieuwe versie om iets aan te passen.",
  published:
    "Deze versie is gepubliceerd: je kunt alleen teksten en afbeeldingen verbeteren. Maak een nieuwe versie om onderdelen toe te voegen, te verplaatsen of te verwijderen.",
  scoreItems:
    "De antwoorden, punten, weging en scoring van een gepubliceerde versie liggen vast. Maak een nieuwe versie om ze te wijzigen.",
  staleVersion:
    "Deze cursus is intussen door iemand anders gewijzigd. Laad de pagina opnieuw om de nieuwste gegevens te zien.",
} as const;

/** A version of the company, or 404; `forUpdate` locks it for a structural change. */
export async function requireVersion(
  db: Db,
  companyId: string,
  courseId: string,
  versionId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ScopedVersion> {
  const version = await findVersion(db, companyId, courseId, versionId, options);
  if (!version) throw notFound();
  return version;
}

/** Refuses (409) a change that the version's status does not allow. */
export function requireEditMode(version: ScopedVersion, needed: Exclude<EditMode, "none">): void {
  const mode = editModeOf(version.status);
  if (mode === "full") return;
  if (mode === "text-only" && needed === "text-only") return;
  if (version.status === "review") throw conflict(editRefusals.inReview);
  if (mode === "none") throw conflict(editRefusals.public);
  throw conflict(editRefusals.published);
}
