import type { CourseGroup } from "@leerlijn/contracts/course-groups/course-group.schema";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithSession } from "../../../test/render-with-session";
import { documentOptionsQuery } from "../../documents/api/documents";
import { groupOptionsQuery } from "../../groups/api/groups";
import { trainingTemplatesQuery } from "../../trainings/api/training-wizard";
import { pathCourseOptionsQuery } from "../api/course-groups";
import { CourseGroupForm } from "./course-group-form";

const course = (id: string, name: string) => ({ id, name, courseTypeKey: "elearning" as const });
const safety = course("00000000-0000-4000-8000-00000000000a", "Veiligheid");
const forklift = course("00000000-0000-4000-8000-00000000000b", "Heftruck");
const rules = course("00000000-0000-4000-8000-00000000000c", "Huisregels");

const path: CourseGroup = {
  id: "00000000-0000-4000-8000-0000000000f1",
  name: "Nieuw in het magazijn",
  description: "",
  itemCount: 3,
  followerCount: 0,
  averageProgress: null,
  imageMediaId: null,
  image: null,
  items: [
    { type: "course", name: safety.name, course: safety, training: null, document: null },
    {
      type: "training",
      name: forklift.name,
      course: null,
      training: { id: forklift.id, name: forklift.name },
      document: null,
    },
    {
      type: "document",
      name: rules.name,
      course: null,
      training: null,
      document: { id: rules.id, title: rules.name, mustSign: true },
    },
  ].map((item, index) => ({
    position: index + 1,
    ...(item as Pick<
      CourseGroup["items"][number],
      "type" | "name" | "course" | "training" | "document"
    >),
    dueDays: index === 0 ? 3 : null,
    lockedUntilPreviousDone: index > 0,
  })),
  groups: [],
  createdAt: "2026-11-26T09:00:00.000Z",
};

const chosenCourses = () =>
  screen
    .getAllByRole("combobox")
    .map((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CourseGroupForm", () => {
  it("reorders steps by keyboard, keeps focus on the moved step and saves the new order", async () => {
    let sent: unknown = null;
    vi.stubGlobal("fetch", (_input: string | URL, init: RequestInit = {}) => {
      sent = JSON.parse(init.body as string);
      return Promise.resolve(Response.json({ data: path }));
    });
    const onSaved = vi.fn();
    renderWithSession(
      <CourseGroupForm courseGroup={path} onSaved={onSaved} onCancel={() => {}} />,
      {
        roles: ["admin-group-leader"],
        data: [
          [pathCourseOptionsQuery.queryKey, []],
          [trainingTemplatesQuery.queryKey, []],
          [documentOptionsQuery().queryKey, []],
          [groupOptionsQuery.queryKey, [{ id: "g1", name: "Nieuwe medewerkers", memberCount: 2 }]],
        ],
      },
    );
    expect(chosenCourses()).toEqual([
      "Cursus: Veiligheid",
      "Training: Heftruck",
      "Document: Huisregels",
    ]);

    const user = userEvent.setup();
    screen.getByRole("button", { name: "Stap 1 omlaag" }).focus();
    await user.keyboard("{Enter}");
    expect(chosenCourses()).toEqual([
      "Training: Heftruck",
      "Cursus: Veiligheid",
      "Document: Huisregels",
    ]);
    expect(document.activeElement).toHaveAccessibleName("Stap 2 omlaag");
    expect(screen.getByText("Stap verplaatst naar positie 2.")).toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(chosenCourses()).toEqual([
      "Training: Heftruck",
      "Document: Huisregels",
      "Cursus: Veiligheid",
    ]);
    // At the bottom there is no way down: focus moves to the step's other arrow.
    expect(document.activeElement).toHaveAccessibleName("Stap 3 omhoog");

    await user.click(screen.getByRole("checkbox", { name: "Nieuwe medewerkers" }));
    await user.click(screen.getByRole("button", { name: "Traject opslaan" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toMatchObject({
      name: "Nieuw in het magazijn",
      items: [
        { type: "training", trainingTemplateId: forklift.id, lockedUntilPreviousDone: true },
        { type: "document", documentId: rules.id, lockedUntilPreviousDone: true },
        { type: "course", courseId: safety.id, dueDays: 3 },
      ],
      groupIds: ["g1"],
    });
  });

  it("reorders steps by dragging a step's grip onto another place", () => {
    renderWithSession(
      <CourseGroupForm courseGroup={path} onSaved={() => {}} onCancel={() => {}} />,
      {
        roles: ["admin-group-leader"],
        data: [
          [pathCourseOptionsQuery.queryKey, []],
          [trainingTemplatesQuery.queryKey, []],
          [documentOptionsQuery().queryKey, []],
          [groupOptionsQuery.queryKey, []],
        ],
      },
    );
    const grip = (position: number) =>
      screen.getAllByTitle("Versleep om de stap te verplaatsen")[position - 1]!;
    const stepItem = (position: number) => grip(position).closest("li")!;
    const dataTransfer = {
      setData: vi.fn(),
      setDragImage: vi.fn(),
      effectAllowed: "",
      dropEffect: "",
    };
    // Only the grip drags: a field inside the step keeps selecting text.
    expect(grip(3)).toHaveAttribute("draggable", "true");
    expect(stepItem(3)).not.toHaveAttribute("draggable");
    fireEvent.dragStart(grip(3), { dataTransfer });
    expect(dataTransfer.setDragImage).toHaveBeenCalledWith(stepItem(3), 16, 16);
    fireEvent.dragOver(stepItem(1), { dataTransfer });
    fireEvent.drop(stepItem(1), { dataTransfer });
    expect(chosenCourses()).toEqual([
      "Document: Huisregels",
      "Cursus: Veiligheid",
      "Training: Heftruck",
    ]);
    expect(screen.getByText("Stap verplaatst naar positie 1.")).toBeInTheDocument();
    fireEvent.dragEnd(grip(1), { dataTransfer });
  });

  it("asks for a name and a course for every step", async () => {
    renderWithSession(<CourseGroupForm onSaved={() => {}} onCancel={() => {}} />, {
      roles: ["admin-group-leader"],
      data: [
        [pathCourseOptionsQuery.queryKey, []],
        [trainingTemplatesQuery.queryKey, []],
        [documentOptionsQuery().queryKey, []],
        [groupOptionsQuery.queryKey, []],
      ],
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Traject opslaan" }));
    expect(await screen.findByText("Vul een naam voor het traject in.")).toBeInTheDocument();
    expect(
      screen.getByText("Kies een cursus, training of document voor deze stap."),
    ).toBeInTheDocument();
  });
});
