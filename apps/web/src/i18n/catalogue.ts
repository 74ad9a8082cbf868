import auth from "./nl-NL/auth.json";
import common from "./nl-NL/common.json";
import componentsOverview from "./nl-NL/componentsOverview.json";
import errors from "./nl-NL/errors.json";
import navigation from "./nl-NL/navigation.json";
import pages from "./nl-NL/pages.json";
import profile from "./nl-NL/profile.json";
import ui from "./nl-NL/ui.json";

/**
 * The nl-NL catalogue. Each area keeps its own file; this object is the one namespace the app
 * reads, and its shape types every `t()` key.
 */
export const nlNL = {
  auth,
  common,
  componentsOverview,
  errors,
  navigation,
  pages,
  profile,
  ui,
} as const;
