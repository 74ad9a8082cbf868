import type { Block } from "@leerlijn/contracts/courses/block.schema";
import { courseTypes } from "@leerlijn/contracts/courses/course-types";
import type { MediaItem } from "@leerlijn/contracts/media/media.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { courseVersion } from "../../../test/course-version";
import { PLATFORM_ADMIN_ROLE } from "@leerlijn/contracts/permissions";
import { testEnrollment } from "../../../test/enrollment";
import { renderWithSession } from "../../../test/render-with-session";
import { CourseReviewPage } from "./course-review.route";

const media = (type: MediaItem["type"], name: string): MediaItem => ({
  id: "00000000-0000-4000-8000-00000000000" + { image: 1, video: 2, document: 3 }[type],
  name,
  type,
  status: "ready",
  url: `https://files.example/${name}`,
  thumb: null,
  size: "1 MB",
  sizeBytes: 1_000_000,
  duration: type === "video" ? 90 : null,
  failureReason: null,
  companyId: "00000000-0000-4000-8000-000000000009",
  createdAt: "2026-11-24T11:00:00.000Z",
});

const block = (uuid: string, content: Block["content"], file: MediaItem | null): Block => ({
  uuid,
  sectionId: "s1",
  content,
  media: file,
  revision: 0,
  updatedAt: "2026-11-24T11:00:00.000Z",
});

afterEach(() => vi.unstubAllGlobals());

describe("CourseReviewPage", () => {
  it("shows the reviewer the media, the scoring, the pass mark and the time limit", async () => {
    const version = courseVersion({
      status: "review",
      editMode: "none",
      sections: [
        {
          id: "s1",
          sectionTypeKey: "paragraph",
          title: "Het magazijn",
          parentSectionId: null,
          leftBower: 1,
          rightBower: 2,
          depth: 0,
          blockUuids: ["b1", "b2", "b3"],
          revision: 0,
        },
      ],
      blocks: [
        block(
          "b1",
          { type: "image", mediaId: null, alt: "Stellingen in de hal", caption: "Hal 3" },
          media("image", "hal.jpg"),
        ),
        block(
          "b2",
          { type: "video", mediaId: null, title: "Rondleiding", finishPercentage: 90 },
          media("video", "rondleiding.mp4"),
        ),
        block(
          "b3",
          { type: "document", mediaId: null, title: "Werkinstructie" },
          media("document", "werkinstructie.pdf"),
        ),
      ],
    });
    vi.stubGlobal("fetch", () => Promise.resolve(Response.json({ data: version })));
    renderWithSession(
      <Routes>
        <Route
          path="/courses/:courseId/versions/:versionId/review"
          element={<CourseReviewPage />}
        />
      </Routes>,
      { roles: [PLATFORM_ADMIN_ROLE], path: "/courses/c1/versions/v1/review" },
    );

    const image = await screen.findByRole("img", { name: "Stellingen in de hal" });
    expect(image).toHaveAttribute("src", "https://files.example/hal.jpg");
    expect(screen.getByText("Hal 3")).toBeInTheDocument();
    const video = screen.getByLabelText("Rondleiding");
    expect(video.tagName).toBe("VIDEO");
    expect(screen.getByText("Telt als bekeken bij 90% van de afspeeltijd.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /werkinstructie\.pdf openen/ })).toHaveAttribute(
      "href",
      "https://files.example/werkinstructie.pdf",
    );

    const settings = screen.getByRole("heading", { name: "Instellingen" }).nextElementSibling;
    if (!(settings instanceof HTMLElement)) throw new Error("no settings list");
    expect(within(settings).getByText("Scoremethode").nextElementSibling).toHaveTextContent(
      "Examen",
    );
    expect(within(settings).getByText("Slagingspercentage").nextElementSibling).toHaveTextContent(
      "70%",
    );
    expect(within(settings).getByText("Tijdslimiet").nextElementSibling).toHaveTextContent(
      "30 minuten",
    );
  });

  it("opens the reviewer's walk-through preview of exactly this version", async () => {
    const calls: string[] = [];
    vi.stubGlobal("fetch", (input: string | URL, init?: RequestInit) => {
      const url = input.toString();
      calls.push(`${init?.method ?? "GET"} ${new URL(url, "http://localhost").pathname}`);
      if (url.endsWith("/preview"))
        return Promise.resolve(
          Response.json(
            { data: { ...testEnrollment, id: "p1", isPreview: true, source: "preview" } },
            { status: 201 },
          ),
        );
      if (url.includes("/course-types"))
        return Promise.resolve(Response.json({ data: courseTypes }));
      return Promise.resolve(
        Response.json({ data: courseVersion({ status: "review", editMode: "none" }) }),
      );
    });
    renderWithSession(
      <Routes>
        <Route
          path="/courses/:courseId/versions/:versionId/review"
          element={<CourseReviewPage />}
        />
        <Route path="/course-reviews/:enrollmentId/preview" element={<p>Voorbeeld geopend</p>} />
      </Routes>,
      { roles: [PLATFORM_ADMIN_ROLE], path: "/courses/c1/versions/v1/review" },
    );

    await userEvent.click(await screen.findByRole("button", { name: "Voorbeeld bekijken" }));

    expect(await screen.findByText("Voorbeeld geopend")).toBeInTheDocument();
    expect(calls).toContain("POST /api/v1/courses/c1/versions/v1/preview");
  });
});
