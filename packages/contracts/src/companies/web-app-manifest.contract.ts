import { z } from "zod";
import { defineContract } from "../contract";

/** The icon sizes browsers ask of an installable app (a home-screen icon and a splash screen). */
export const appIconSizes = ["192", "512"] as const;

export const webAppManifestSchema = z.object({
  name: z.string(),
  short_name: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal("standalone"),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(
    z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() }),
  ),
});
export type WebAppManifest = z.infer<typeof webAppManifestSchema>;

export const getWebAppManifest = defineContract({
  method: "GET",
  path: "/companies/current/manifest",
  summary: "The web app manifest of the requesting host: its company's name, colour and icon",
  tag: "companies",
  public: true,
  response: webAppManifestSchema,
});

export const getAppIcon = defineContract({
  method: "GET",
  path: "/companies/current/icons/:size",
  summary: "The app icon of the requesting host's company (PNG): its logo on a square",
  tag: "companies",
  public: true,
  params: z.object({ size: z.enum(appIconSizes) }),
  file: { contentType: "image/png" },
});
