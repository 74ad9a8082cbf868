import { type CourseTypeKey, courseTypeOf } from "@leerlijn/contracts/courses/course-types";
import sharp from "sharp";

/**
 * Simple pictograms in a 100 by 100 box, drawn in one colour (`currentColor`), so every demo
 * course gets its own recognisable picture without any file from outside.
 */
const pictograms = {
  firstAid: `<path d="M38 12h24v26h26v24H62v26H38V62H12V38h26z" fill="currentColor"/>`,
  ladder: `<g fill="currentColor"><rect x="24" y="6" width="9" height="88" rx="3"/><rect x="67" y="6" width="9" height="88" rx="3"/>
    <rect x="30" y="20" width="40" height="7" rx="2"/><rect x="30" y="40" width="40" height="7" rx="2"/>
    <rect x="30" y="60" width="40" height="7" rx="2"/><rect x="30" y="80" width="40" height="7" rx="2"/></g>`,
  drop: `<path d="M50 6C50 6 20 44 20 64a30 30 0 0 0 60 0C80 44 50 6 50 6z" fill="currentColor"/>
    <path d="M34 64a16 16 0 0 0 12 15" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-opacity="0.7"/>`,
  checklist: `<g fill="none" stroke="currentColor" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">
    <rect x="18" y="12" width="64" height="82" rx="8"/><path d="M30 36l6 6 10-12M30 62l6 6 10-12M56 38h14M56 64h14"/></g>`,
  lock: `<path d="M32 44V32a18 18 0 0 1 36 0v12" fill="none" stroke="currentColor" stroke-width="8"/>
    <rect x="20" y="42" width="60" height="48" rx="8" fill="currentColor"/><circle cx="50" cy="62" r="6" fill="#ffffff"/>
    <rect x="47" y="64" width="6" height="14" rx="3" fill="#ffffff"/>`,
  play: `<circle cx="50" cy="50" r="42" fill="none" stroke="currentColor" stroke-width="7"/>
    <path d="M40 30l30 20-30 20z" fill="currentColor" stroke="currentColor" stroke-width="4" stroke-linejoin="round"/>`,
  document: `<g fill="none" stroke="currentColor" stroke-width="7" stroke-linejoin="round" stroke-linecap="round">
    <path d="M22 8h38l20 20v64H22z"/><path d="M60 8v20h20M34 46h32M34 60h32M34 74h20"/></g>`,
  hazard: `<path d="M50 6l44 44-44 44L6 50z" fill="none" stroke="currentColor" stroke-width="7" stroke-linejoin="round"/>
    <rect x="45" y="26" width="10" height="32" rx="4" fill="currentColor"/><circle cx="50" cy="70" r="6" fill="currentColor"/>`,
  flame: `<path d="M50 6c6 22 30 32 30 58a30 30 0 0 1-60 0c0-16 8-26 16-32 0 12 4 18 10 20C46 38 42 22 50 6z" fill="currentColor"/>`,
  conversation: `<g fill="currentColor"><path d="M10 18h52a6 6 0 0 1 6 6v26a6 6 0 0 1-6 6H32l-14 12V56h-2a6 6 0 0 1-6-6V24a6 6 0 0 1 6-6z"/>
    <path d="M74 40h12a6 6 0 0 1 6 6v24a6 6 0 0 1-6 6h-2v10L72 76H48a6 6 0 0 1-6-6v-8h26a10 10 0 0 0 10-10V40z" fill-opacity="0.6"/></g>`,
} as const;
export type Pictogram = keyof typeof pictograms;

/** Mixes two #rrggbb colours; share 0 gives the first, 1 the second. */
function mix(from: string, to: string, share: number): string {
  const channel = (hex: string, index: number) =>
    parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const parts = [0, 1, 2].map((index) =>
    Math.round(channel(from, index) * (1 - share) + channel(to, index) * share)
      .toString(16)
      .padStart(2, "0"),
  );
  return `#${parts.join("")}`;
}

/**
 * A course picture in the colours of its course type: a calm gradient with the pictogram on a
 * light disc, so tiles of one type belong together and each course is still told apart.
 */
export function makeCoursePicture(
  pictogram: Pictogram,
  courseType: CourseTypeKey,
  size = { width: 1280, height: 720 },
): Promise<Buffer> {
  const { background, text } = courseTypeOf(courseType).colorProfile;
  const { width, height } = size;
  const disc = height * 0.3;
  const icon = disc * 1.1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${mix(text, background, 0.25)}"/>
      <stop offset="1" stop-color="${text}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.08}" cy="${height * 0.9}" r="${height * 0.35}" fill="#ffffff" fill-opacity="0.08"/>
    <circle cx="${width * 0.92}" cy="${height * 0.12}" r="${height * 0.22}" fill="#ffffff" fill-opacity="0.1"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${disc}" fill="${background}"/>
    <g color="${text}" transform="translate(${width / 2 - icon / 2} ${height / 2 - icon / 2}) scale(${icon / 100})">
      ${pictograms[pictogram]}
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A ladder against a wall at the safe angle of 75 degrees, for the ladder e-learning. */
export function makeLadderAngleIllustration(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
    <rect width="100%" height="100%" fill="#eff6ff"/>
    <rect x="820" y="230" width="460" height="410" fill="#94a3b8"/>
    <rect x="0" y="640" width="1280" height="80" fill="#cbd5e1"/>
    <g transform="translate(632 630) rotate(15)">
      <rect x="0" y="-600" width="12" height="600" fill="#b45309"/>
      <rect x="64" y="-600" width="12" height="600" fill="#b45309"/>
      ${Array.from({ length: 11 }, (_, index) => `<rect x="12" y="${-40 - index * 52}" width="52" height="9" fill="#d97706"/>`).join("")}
    </g>
    <path d="M772 640 A 140 140 0 0 0 668 505" fill="none" stroke="#1e3a8a" stroke-width="6"/>
    <text x="784" y="612" font-family="sans-serif" font-size="40" font-weight="bold" fill="#1e3a8a">75°</text>
    <path d="M880 84 V225 M865 99 L880 84 L895 99 M865 210 L880 225 L895 210" fill="none" stroke="#1e3a8a" stroke-width="5"/>
    <text x="910" y="165" font-family="sans-serif" font-size="34" fill="#1e3a8a">1 meter</text>
    <text x="60" y="300" font-family="sans-serif" font-size="52" font-weight="bold" fill="#1e3a8a">Zet de ladder</text>
    <text x="60" y="366" font-family="sans-serif" font-size="52" font-weight="bold" fill="#1e3a8a">onder 75 graden</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
