import auth from "./nl-NL/auth.json";
import certificates from "./nl-NL/certificates.json";
import common from "./nl-NL/common.json";
import companies from "./nl-NL/companies.json";
import courses from "./nl-NL/courses.json";
import documents from "./nl-NL/documents.json";
import documentSeals from "./nl-NL/documentSeals.json";
import componentsOverview from "./nl-NL/componentsOverview.json";
import enrollments from "./nl-NL/enrollments.json";
import errors from "./nl-NL/errors.json";
import groups from "./nl-NL/groups.json";
import media from "./nl-NL/media.json";
import navigation from "./nl-NL/navigation.json";
import onboarding from "./nl-NL/onboarding.json";
import pages from "./nl-NL/pages.json";
import profile from "./nl-NL/profile.json";
import trainings from "./nl-NL/trainings.json";
import trainingParticipants from "./nl-NL/trainingParticipants.json";
import ui from "./nl-NL/ui.json";
import users from "./nl-NL/users.json";

/**
 * The nl-NL catalogue. Each area keeps its own file; this object is the one namespace the app
 * reads, and its shape types every `t()` key.
 */
export const nlNL = {
  auth,
  certificates,
  common,
  companies,
  componentsOverview,
  courses,
  documents,
  documentSeals,
  enrollments,
  errors,
  groups,
  media,
  navigation,
  onboarding,
  pages,
  profile,
  trainings,
  trainingParticipants,
  ui,
  users,
} as const;
