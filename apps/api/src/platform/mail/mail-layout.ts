/** How a company looks in its mails. */
export type MailBrand = {
  name: string;
  /** Absolute URL of the logo for a light background, or null to show the name instead. */
  logoUrl: string | null;
  /** The company's primary colour (#rrggbb), used for the button. */
  color: string;
  /** Text colour on the primary colour: white on a dark colour, near-black on a light one. */
  textOnColor: string;
};

export type MailContent = {
  brand: MailBrand;
  /** First line, e.g. "Hallo Jan,". */
  greeting: string;
  paragraphs: readonly string[];
  /** The one thing the mail asks the reader to do. */
  action?: { label: string; url: string };
  /** Text after the button, e.g. how long the link works. */
  afterAction?: readonly string[];
  /** Small print at the bottom, e.g. why the reader gets this mail. */
  footer: string;
};

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Every value in a mail may come from a user (names, company names): always escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#0f172a">${escapeHtml(text)}</p>`;

/**
 * A calm, branded mail: logo or name, the text, one button, and the link written out too (some
 * mail programs hide buttons). Tables and inline styles, because that is what mail clients read.
 */
export function renderMail(content: MailContent): { html: string; text: string } {
  const { brand, action } = content;
  const header = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" height="40" style="display:block;height:40px;max-width:240px;border:0">`
    : `<strong style="font-size:20px;color:#0f172a">${escapeHtml(brand.name)}</strong>`;
  const button = action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:${escapeHtml(brand.color)}"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:${escapeHtml(brand.textOnColor)};text-decoration:none;border-radius:8px">${escapeHtml(action.label)}</a></td></tr></table>
<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#475569">Werkt de knop niet? Kopieer dan deze link naar je browser:<br><a href="${escapeHtml(action.url)}" style="color:${escapeHtml(brand.color)};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(brand.name)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px">
<tr><td style="padding:24px 24px 8px">${header}</td></tr>
<tr><td style="padding:16px 24px 8px">
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join("\n")}
${button}
${(content.afterAction ?? []).map(paragraph).join("\n")}
</td></tr></table>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:18px;color:#64748b">${escapeHtml(content.footer)}</p>
</td></tr></table>
</body></html>`;

  const text = [
    brand.name,
    "",
    content.greeting,
    "",
    ...content.paragraphs.flatMap((line) => [line, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(content.afterAction ?? []).flatMap((line) => [line, ""]),
    "--",
    content.footer,
  ].join("\n");
  return { html, text };
}
