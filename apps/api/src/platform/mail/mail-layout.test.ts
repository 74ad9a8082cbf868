import { describe, expect, it } from "vitest";
import { escapeHtml, renderMail } from "./mail-layout";

const brand = {
  name: "Zorg & Welzijn <Noord>",
  logoUrl: "https://zorg.example/brand/zorg-light.svg",
  color: "#f5b82e",
  textOnColor: "#0f172a",
};

describe("renderMail", () => {
  const { html, text } = renderMail({
    brand,
    greeting: "Hallo <b>Jan</b>,",
    paragraphs: ["Je bent uitgenodigd."],
    action: { label: "Account activeren", url: "https://zorg.example/invite/1/a?b=c&d=e" },
    afterAction: ["Deze link werkt 7 dagen."],
    footer: "Je krijgt deze e-mail omdat je beheerder je heeft toegevoegd.",
  });

  it("escapes every value, so a name can never add markup to a mail", () => {
    expect(html).toContain("Hallo &lt;b&gt;Jan&lt;/b&gt;,");
    expect(html).toContain('alt="Zorg &amp; Welzijn &lt;Noord&gt;"');
    expect(html).not.toContain("<b>Jan</b>");
    expect(html).toContain('href="https://zorg.example/invite/1/a?b=c&amp;d=e"');
  });

  it("shows the company's logo and paints the button in its colour", () => {
    expect(html).toContain('<img src="https://zorg.example/brand/zorg-light.svg"');
    expect(html).toContain("background:#f5b82e");
    expect(html).toContain("color:#0f172a;text-decoration:none");
  });

  it("has a plain-text part with the name, the text and the link written out", () => {
    expect(text).toBe(
      [
        "Zorg & Welzijn <Noord>",
        "",
        "Hallo <b>Jan</b>,",
        "",
        "Je bent uitgenodigd.",
        "",
        "Account activeren: https://zorg.example/invite/1/a?b=c&d=e",
        "",
        "Deze link werkt 7 dagen.",
        "",
        "--",
        "Je krijgt deze e-mail omdat je beheerder je heeft toegevoegd.",
      ].join("\n"),
    );
  });

  it("shows the company name when there is no logo", () => {
    const { html: plain } = renderMail({
      brand: { ...brand, logoUrl: null },
      greeting: "Hallo,",
      paragraphs: [],
      footer: "",
    });
    expect(plain).toContain('<strong style="font-size:20px;color:#0f172a">Zorg &amp; Welzijn');
    expect(plain).not.toContain("<img");
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters that matter in HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });
});
