import { test as base } from "@playwright/test";
import { hostUrl } from "./accounts";

/** The origins of the demo hosts on the test server. */
export type Hosts = {
  /** localhost: the demo company "Demo Logistiek". */
  demo: string;
  /** zorg.localhost: the second company "Zorggroep Horizon". */
  zorg: string;
  /** admin.localhost: the administrative domain "Leerlijn Beheer". */
  admin: string;
  /** A host that belongs to no company. */
  unknown: string;
};

export const test = base.extend<{ hosts: Hosts }>({
  hosts: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error("The e2e config must set use.baseURL");
    const demo = new URL(baseURL).origin;
    await use({
      demo,
      zorg: hostUrl(demo, "zorg"),
      admin: hostUrl(demo, "admin"),
      unknown: hostUrl(demo, "onbekend"),
    });
  },
});

export { expect } from "@playwright/test";
