import { describe, expect, it } from "vitest";
import { richTextToPlainText, sanitizeRichText } from "./sanitize-rich-text";

describe("sanitizeRichText", () => {
  it("keeps the toolbar's formatting: paragraphs, bold, italic, underline and both lists", () => {
    const html =
      "<p>Een <strong>vet</strong>, <em>schuin</em> en <u>onderstreept</u> woord.</p>" +
      "<ul><li><p>punt</p></li></ul><ol><li><p>stap</p></li></ol><p>regel<br />regel</p>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("removes scripts with their content, event handlers and javascript links", () => {
    const html =
      '<p onclick="steal()">Hallo<script>alert(1)</script></p><a href="javascript:alert(1)">klik</a><img src=x onerror="alert(1)"><style>p{}</style>';
    expect(sanitizeRichText(html)).toBe("<p>Hallo</p>klik");
  });

  it("keeps the text of tags outside the toolbar, and writes b and i as strong and em", () => {
    expect(sanitizeRichText('<h1>Titel</h1><div class="x"><b>vet</b> <i>schuin</i></div>')).toBe(
      "Titel<strong>vet</strong> <em>schuin</em>",
    );
  });

  it("closes broken HTML", () => {
    expect(sanitizeRichText("<p><strong>open <em>nooit dicht")).toBe(
      "<p><strong>open <em>nooit dicht</em></strong></p>",
    );
  });

  it("turns an editor's empty document into an empty text", () => {
    expect(sanitizeRichText("<p></p>")).toBe("");
    expect(sanitizeRichText("<p><br></p><p> </p>")).toBe("");
    expect(sanitizeRichText("<script>x</script>")).toBe("");
  });

  it("replaces lone surrogates so the text can always be stored", () => {
    expect(sanitizeRichText("<p>a\ud800b</p>")).toBe("<p>a\ufffdb</p>");
  });

  it("gives the plain text of rich text", () => {
    expect(richTextToPlainText("<p>Een <strong>vet</strong>&nbsp;woord</p>")).toBe("Een vet woord");
    expect(richTextToPlainText("")).toBe("");
  });
});
