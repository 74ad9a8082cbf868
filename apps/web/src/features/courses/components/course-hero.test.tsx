import type { CourseType } from "@leerlijn/contracts/courses/course-types";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CourseHero } from "./course-hero";

const elearning: CourseType = {
  key: "elearning",
  name: "E-learning",
  colorProfile: { background: "#dbeafe", text: "#1e3a8a" },
};

describe("the head of a course's page", () => {
  it("shows the course's picture beside its title", () => {
    const { container } = render(
      <CourseHero
        image={{ id: "m1", name: "bhv.png", type: "image", url: null, thumb: "/thumbs/bhv.webp" }}
        courseType={elearning}
      >
        <h1>BHV basis</h1>
      </CourseHero>,
    );
    expect(screen.getByRole("heading", { name: "BHV basis" })).toBeInTheDocument();
    // Decorative: the title says what the picture shows.
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/thumbs/bhv.webp");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows the course type's icon in its colour when the course has no picture", () => {
    const { container } = render(
      <CourseHero image={null} courseType={elearning}>
        <h1>BHV basis</h1>
      </CourseHero>,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("svg")?.getAttribute("style")).toContain("color");
  });
});
