import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../lib/i18n";
import { BlockContent } from "./block-content";

describe("a video block", () => {
  it("gives the player the block's title as its name, not the file name", () => {
    render(
      <BlockContent
        content={{ type: "video", title: "Dagelijkse controle", finishPercentage: 100 }}
        media={{
          id: "00000000-0000-4000-8000-000000000010",
          name: "Rondleiding magazijn.mp4",
          type: "video",
          url: "/api/v1/files/media/video.mp4",
          thumb: null,
        }}
        isCompleted={false}
        onDone={() => undefined}
      />,
    );
    expect(screen.getByLabelText("Dagelijkse controle")).toBeInstanceOf(HTMLVideoElement);
  });
});
