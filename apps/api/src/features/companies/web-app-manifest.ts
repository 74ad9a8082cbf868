import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { WebAppManifest } from "@leerlijn/contracts/companies/web-app-manifest.contract";
import { appIconSizes } from "@leerlijn/contracts/companies/web-app-manifest.contract";
import sharp from "sharp";
import type { Storage } from "../../platform/storage/storage";
import type { CompanyProfile } from "./company-directory";
import { readLogo } from "./company-logos";

type Branding = Pick<CompanyProfile["company"], "id" | "name" | "primaryColor" | "logoLightUrl">;

/** A stored logo's URL, as storeLogo makes it; other URLs (none in practice) get no icon logo. */
const storedLogo = /^\/api\/v1\/company-logos\/([0-9a-f-]{36})\/([a-z]+-[0-9a-f]{16}\.png)$/;

/**
 * The company's web app manifest: its name and colour, and icons made from its logo. The icon
 * URLs carry a hash of what they are made of, so a new logo or colour reaches installed apps.
 */
export function presentManifest(company: Branding): WebAppManifest {
  const version = createHash("sha256")
    .update(`${company.primaryColor}|${company.logoLightUrl ?? ""}|${company.name}`)
    .digest("hex")
    .slice(0, 12);
  return {
    name: company.name,
    // Home screens cut longer names; the full name is in `name`.
    short_name: company.name.length <= 12 ? company.name : company.name.slice(0, 12).trim(),
    lang: "nl-NL",
    // The installed app is the learner's: it opens on their courses (issue 25: within 1 s on a
    // phone). "/" would first run the author tool's route, whose code a learner loads for
    // nothing before being sent on. Anyone else lands on their own start page from there.
    start_url: "/my-trainings",
    scope: "/",
    display: "standalone",
    theme_color: company.primaryColor,
    background_color: "#ffffff",
    icons: appIconSizes.map((size) => ({
      src: `/api/v1/companies/current/icons/${size}?v=${version}`,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose: "any",
    })),
  };
}

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The app icon: the company's logo centred on white with a band of its colour below, or
 * without a logo its first letter in white on its colour. Square, as home screens want.
 */
export async function renderAppIcon(
  storage: Storage,
  company: Branding,
  size: number,
): Promise<Buffer> {
  const match = company.logoLightUrl ? storedLogo.exec(company.logoLightUrl) : null;
  const logo = match ? await readLogo(storage, match[1]!, match[2]!) : null;
  if (logo) {
    const inner = Math.round(size * 0.72);
    const fitted = await sharp(await streamToBuffer(logo))
      .resize({ width: inner, height: inner, fit: "inside" })
      .png()
      .toBuffer();
    const band = Math.round(size * 0.06);
    return sharp({
      create: { width: size, height: size, channels: 4, background: "#ffffff" },
    })
      .composite([
        { input: fitted, gravity: "center" },
        {
          input: {
            create: { width: size, height: band, channels: 4, background: company.primaryColor },
          },
          top: size - band,
          left: 0,
        },
      ])
      .png()
      .toBuffer();
  }
  const colour = /^#[0-9a-f]{6}$/i.test(company.primaryColor) ? company.primaryColor : "#1d4ed8";
  const initial = escapeXml((company.name.trim()[0] ?? "L").toUpperCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="${colour}"/>
    <text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif"
      font-weight="bold" font-size="${Math.round(size * 0.55)}" fill="#ffffff">${initial}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
