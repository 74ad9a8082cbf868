import type { CourseVersion } from "@leerlijn/contracts/courses/course-version.schema";
import type { Section } from "@leerlijn/contracts/courses/section.schema";
import type { FieldErrors } from "@leerlijn/contracts/errors";

/** One thing to fix before publishing, and where it is when it belongs to a part of the course. */
export type PublishProblem = {
  message: string;
  where: Place | null;
};

type Place = {
  section: Pick<Section, "title" | "sectionTypeKey" | "leftBower">;
  /** The block's number within its section; null for a problem of the section itself. */
  block: number | null;
};

/**
 * The refusal's field errors as a list an author can work through. The server names blocks and
 * sections by id (`blocks.<uuid>`, `sections.<id>`); with the version at hand each gets its
 * section's title and, for a block, its number in that section, so three empty questions are
 * three lines that say where, not one "fill in the question". Without the version (still loading,
 * or not to be had) the same message is listed once. The course's own problems come first, then
 * the parts' in reading order.
 */
export function publishProblems(
  errors: FieldErrors,
  version: Pick<CourseVersion, "sections" | "blocks"> | undefined,
): PublishProblem[] {
  const sections = new Map(version?.sections.map((section) => [section.id, section]));
  const blocks = new Map(version?.blocks.map((block) => [block.uuid, block]));
  const placeOf = (key: string): Place | null => {
    const [kind, id = ""] = key.split(".", 2);
    if (kind === "sections") {
      const section = sections.get(id);
      return section ? { section, block: null } : null;
    }
    if (kind !== "blocks") return null;
    const section = sections.get(blocks.get(id)?.sectionId ?? "");
    return section ? { section, block: section.blockUuids.indexOf(id) + 1 } : null;
  };
  const seen = new Set<string>();
  const problems: PublishProblem[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const where = placeOf(key);
    for (const message of messages) {
      const identity = where ? `${key}\n${message}` : message;
      if (seen.has(identity)) continue;
      seen.add(identity);
      problems.push({ message, where });
    }
  }
  const order = ({ where }: PublishProblem) =>
    where ? where.section.leftBower * 100_000 + (where.block ?? 0) : -1;
  return problems.sort((a, b) => order(a) - order(b));
}

/** The block keys and section keys of a refusal: only those need the version to be placed. */
export const needsPlaces = (errors: FieldErrors) =>
  Object.keys(errors).some((key) => key.startsWith("blocks.") || key.startsWith("sections."));
