import { updateProfile as updateProfileContract } from "@leerlijn/contracts/users/profile.contract";
import type { FastifyInstance } from "fastify";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import type { Db } from "../../platform/db/database";
import { registerContract } from "../../platform/http/register-contract";
import type { CompanyDirectory } from "../companies/company-directory";
import { describeCurrentUser } from "./current-user.presenter";
import { updateProfile } from "./update-profile";

export function usersRoutes(
  app: FastifyInstance,
  deps: { db: Db; bus: InvalidationBus; companies: CompanyDirectory },
): void {
  registerContract(app, updateProfileContract, async ({ actor, body }) => {
    const user = await updateProfile(deps.db, deps.bus, actor.userId, body);
    return { data: await describeCurrentUser(user, actor, deps.companies) };
  });
}
