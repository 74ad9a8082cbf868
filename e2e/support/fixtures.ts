import { test as base, expect } from "@playwright/test";
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

export const test = base.extend<{ hosts: Hosts; pageSecurityPolicy: void }>({
  // Every journey also proves the pages' security policy lets through all that they load.
  pageSecurityPolicy: [
    async ({ context }, use) => {
      const refused: string[] = [];
      context.on("console", (message) => {
        if (message.type() === "error" && message.text().includes("Content Security Policy"))
          refused.push(message.text());
      });
      await use();
      expect(refused, "loads the page security policy refused").toEqual([]);
    },
    { auto: true },
  ],
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

export { expect };
