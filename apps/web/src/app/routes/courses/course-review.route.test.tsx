import type { Block } from "@leerlijn/contracts/courses/block.schema";
import type { MediaItem } from "@leerlijn/contracts/media/media.schema";
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { courseVersion } from "../../../test/course-version";
import { PLATFORM_ADMIN_ROLE } from "@leerlijn/contracts/permissions";
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
});
