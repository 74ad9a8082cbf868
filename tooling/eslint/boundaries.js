// @ts-check
/**
 * Dependency rules of ARCHITECTURE.md as one lint rule, written as patterns rather than a list
 * per feature, so a new feature folder is covered the moment it exists:
 *  - packages/contracts imports nothing but zod and itself;
 *  - apps/api platform code never imports features;
 *  - an api feature reaches another feature only in the allowed direction;
 *  - a web feature reaches another only in the allowed direction (pages in app/ compose the rest);
 *  - web ui/ and lib/ know no features;
 *  - api use-cases do not import fastify (routes and the readers of uploads do).
 */
import path from "node:path";

/** Which api features a feature may use; everything not listed here may use nothing. */
const apiFeatureDependencies = {
  auth: ["users", "companies"],
  users: ["companies"],
  groups: ["users", "companies"],
  media: ["companies"],
  courses: ["media", "users", "companies"],
  enrollments: ["courses", "users", "groups", "companies"],
  trainings: ["courses", "users", "groups", "media", "companies"],
  certificates: ["trainings", "enrollments", "courses", "users", "media", "companies"],
  "course-groups": [
    "courses",
    "enrollments",
    "documents",
    "trainings",
    "users",
    "groups",
    "media",
    "companies",
  ],
  documents: ["media", "users", "groups", "companies"],
  cockpit: ["*"],
};

/**
 * Which web features a feature may use. Shared building blocks (the media picker, the user
 * form inside the group checklist) are used in one direction only; anything else is composed
 * by the pages in app/.
 */
const webFeatureDependencies = {
  users: ["companies", "auth"],
  profile: ["auth"],
  groups: ["users"],
  courses: ["media", "companies"],
  enrollments: ["courses", "media"],
  trainings: ["courses", "media", "users", "groups"],
  "course-groups": ["courses", "documents", "trainings", "users", "groups"],
  documents: ["media", "users"],
  cockpit: ["*"],
};

/**
 * @param {Record<string, string[]>} table
 * @param {string | undefined} from
 * @param {string | undefined} to
 */
function mayUse(table, from, to) {
  const allowed = table[/** @type {string} */ (from)] ?? [];
  return allowed.includes("*") || allowed.includes(/** @type {string} */ (to));
}

/** @param {string} file */
function locate(file) {
  const normalized = file.split(path.sep).join("/");
  let match = /\/packages\/contracts\/src\//.exec(normalized);
  if (match) return { area: "contracts" };
  match = /\/apps\/api\/src\/features\/([^/]+)\//.exec(normalized);
  if (match) return { area: "api-feature", feature: match[1] };
  if (/\/apps\/api\/src\/platform\//.test(normalized)) return { area: "api-platform" };
  match = /\/apps\/web\/src\/features\/([^/]+)\//.exec(normalized);
  if (match) return { area: "web-feature", feature: match[1] };
  if (/\/apps\/web\/src\/(ui|lib)\//.test(normalized)) return { area: "web-shared" };
  return { area: "other" };
}

/** @param {string} source */
const isTransport = (source) => source === "fastify" || source.startsWith("@fastify/");

/**
 * In an api feature, the routes speak HTTP and the readers of a multipart upload read the
 * request's stream; use-cases get plain values, so they run the same from a job or a test.
 * @param {string} file
 */
const mayUseTransport = (file) => /(\.routes\.ts|upload[^/]*\.ts|\.test\.ts)$/.test(file);

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Enforce the dependency rules between packages, platform and features" },
    schema: [],
  },
  create(context) {
    const from = locate(context.filename);
    if (from.area === "other") return {};
    /** @param {any} node @param {string} source */
    const check = (node, source) => {
      if (from.area === "contracts") {
        const allowed = context.filename.endsWith(".test.ts") ? ["zod", "vitest"] : ["zod"];
        if (!source.startsWith(".") && !allowed.includes(source)) {
          context.report({ node, message: `contracts may import only zod, not '${source}'.` });
        }
        return;
      }
      if (
        from.area === "api-feature" &&
        isTransport(source) &&
        !mayUseTransport(context.filename)
      ) {
        context.report({
          node,
          message:
            "use-cases take what they need from the request (an origin, an upload) from the route; only routes and upload readers import fastify.",
        });
      }
      if (!source.startsWith(".")) return;
      const target = locate(path.resolve(path.dirname(context.filename), source) + "/");
      if (from.area === "api-platform" && target.area === "api-feature") {
        context.report({ node, message: "platform code must not import features." });
      }
      if (
        from.area === "api-feature" &&
        target.area === "api-feature" &&
        target.feature !== from.feature &&
        !mayUse(apiFeatureDependencies, from.feature, target.feature)
      ) {
        context.report({
          node,
          message: `feature '${from.feature}' may not depend on '${target.feature}'.`,
        });
      }
      if (
        from.area === "web-feature" &&
        target.area === "web-feature" &&
        target.feature !== from.feature &&
        !mayUse(webFeatureDependencies, from.feature, target.feature)
      ) {
        context.report({
          node,
          message: `web feature '${from.feature}' may not use '${target.feature}'; compose them in app/.`,
        });
      }
      if (from.area === "web-shared" && target.area === "web-feature") {
        context.report({ node, message: "ui/ and lib/ must not import features." });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, String(node.source.value)),
      ExportNamedDeclaration: (node) => node.source && check(node, String(node.source.value)),
      ExportAllDeclaration: (node) => check(node, String(node.source.value)),
      ImportExpression: (node) => {
        if (node.source.type === "Literal") check(node, String(node.source.value));
      },
    };
  },
};

export default { rules: { boundaries: rule } };
