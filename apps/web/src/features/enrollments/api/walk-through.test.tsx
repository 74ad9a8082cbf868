import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testEnrollment } from "../../../test/enrollment";
import { enrollmentKeys } from "./enrollment-keys";
import { useRecordProgress } from "./walk-through";

const picture = {
  id: "00000000-0000-4000-8000-000000000010",
  name: "Ladders.png",
  type: "image" as const,
  url: "/api/v1/files/media/ladders.png",
  thumb: "/api/v1/files/thumbnails/ladders.webp",
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("recording progress", () => {
  it("takes the new progress into the enrollment and keeps its course picture", async () => {
    const client = new QueryClient();
    client.setQueryData<Enrollment>(enrollmentKeys.one("e1"), {
      ...testEnrollment,
      course: { ...testEnrollment.course, image: picture },
    });
    // The server's answer to a block: the enrollment as it is now, without the picture.
    const done = { ...testEnrollment.progress, percentage: 100, completedBlocks: 2 };
    const answered = { ...testEnrollment, status: "done", progress: done };
    vi.stubGlobal("fetch", () =>
      Promise.resolve(Response.json({ data: { enrollment: answered, examQuestionResult: null } })),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRecordProgress("e1"), { wrapper });

    await result.current.mutateAsync({
      sectionId: "s1",
      body: { blockUuid: "b2", isCheckAnswer: false },
    });

    const cached = client.getQueryData<Enrollment>(enrollmentKeys.one("e1"));
    expect(cached?.progress.percentage).toBe(100);
    expect(cached?.course.image).toEqual(picture);
  });
});
