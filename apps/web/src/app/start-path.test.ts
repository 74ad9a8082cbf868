// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * The installed app opens on the learner's start page. What that page and the signed-in frame
 * import when they load (static imports; a page opened later comes by dynamic import) must not
 * build the contracts' schemas: on a phone that was a good part of the app's start
 * (docs/performance.md). They call their endpoints through start-page-endpoints.ts instead.
 */
const src = resolve(import.meta.dirname, "..");
const contracts = resolve(src, "../../../packages/contracts/src");
const startModules = [
  "app/app-routes.tsx",
  "app/layouts/app-layout.tsx",
  "app/guarded-page.tsx",
  "app/routes/learning/my-trainings.route.tsx",
  "app/routes/learning/my-trainings.loader.ts",
].map((path) => join(src, path));

function resolveFile(base: string): string | undefined {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  return undefined;
}

/** The modules a file imports for their values: `import type` and `{ type X }` do not count. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      !statement.isTypeOnly
    ) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** Every package reached from the start modules, and the path by which each was first reached. */
function reachedPackages(): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue = startModules.map((file) => [file]);
  while (queue.length > 0) {
    const trail = queue.shift()!;
    const file = trail.at(-1)!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier.endsWith(".css")) continue;
      const local = specifier.startsWith(".")
        ? resolveFile(resolve(dirname(file), specifier))
        : specifier.startsWith("@leerlijn/contracts/")
          ? resolveFile(join(contracts, specifier.slice("@leerlijn/contracts/".length)))
          : undefined;
      if (local) queue.push([...trail, local]);
      else if (!specifier.startsWith(".")) {
        const name = specifier
          .split("/")
          .slice(0, specifier.startsWith("@") ? 2 : 1)
          .join("/");
        if (!packages.has(name)) packages.set(name, trail);
      }
    }
  }
  return packages;
}

describe("the installed app's start path", () => {
  it("builds no schemas while it opens", () => {
    const packages = reachedPackages();
    // Without this, a broken walk (a moved file) would pass by finding nothing.
    expect(packages.has("react")).toBe(true);
    const viaZod = packages.get("zod")?.map((file) => file.replace(`${src}/`, ""));
    expect(viaZod, "imported by way of").toBeUndefined();
  });
});
