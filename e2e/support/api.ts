import { expect, type Page } from "@playwright/test";
import { storedToken } from "./session";

export type Api = (method: string, path: string, body?: unknown) => Promise<{ data: never }>;

/** Calls the API from the signed-in page, with its session, as the web app does. */
export async function apiOf(page: Page): Promise<Api> {
  const token = await storedToken(page);
  return async (method, path, body) => {
    const answer = await page.evaluate(
      async ({ method, path, body, token }) => {
        const response = await fetch(`/api/v1${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            // A body-less call says nothing of JSON: the API refuses an empty JSON body.
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: response.status, text: await response.text() };
      },
      { method, path, body, token },
    );
    expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
    return (answer.text ? JSON.parse(answer.text) : { data: null }) as { data: never };
  };
}

/** The demo media by name; the lookup fails the test for a name that is missing. */
export async function demoMedia(api: Api) {
  const media = (await api("GET", "/media?perPage=100")).data as { id: string; name: string }[];
  return (name: string) => {
    const id = media.find((item) => item.name === name)?.id;
    expect(id, `demo media ${name}`).toBeTruthy();
    return id!;
  };
}

/** A new concept course with one empty section; `addBlock` fills it. */
export async function createCourse(
  api: Api,
  course: {
    courseTypeKey: string;
    name: string;
    description: string;
    learningGoals: string[];
    imageMediaId?: string;
  },
) {
  const version = (await api("POST", "/courses", { imageMediaId: null, ...course, testGoals: [] }))
    .data as { id: string; courseId: string; sections: { id: string }[] };
  const base = `/courses/${version.courseId}/versions/${version.id}`;
  const section = version.sections[0]!.id;
  return {
    courseId: version.courseId,
    base,
    addBlock: (content: Record<string, unknown>) =>
      api("POST", `${base}/sections/${section}/blocks`, { content }),
  };
}

/**
 * A demo course by name with a concept version to edit: a published one gets a new version
 * (once; a later call finds the concept). Journeys that reshape a demo course start here, so
 * learners keep following the published version.
 */
export async function conceptOf(api: Api, name: string) {
  const courses = (await api("GET", "/courses?perPage=100")).data as {
    id: string;
    name: string;
    status: string;
  }[];
  const course = courses.find((candidate) => candidate.name === name);
  expect(course, `demo course ${name}`).toBeTruthy();
  if (course!.status === "published") await api("POST", `/courses/${course!.id}/versions`);
}

/** The demo company's people by name (a search), as user management lists them. */
export async function demoPerson(api: Api, name: string) {
  const people = (await api("GET", `/users?filter[queryString]=${encodeURIComponent(name)}`))
    .data as { id: string; name: string }[];
  const person = people.find((candidate) => candidate.name === name);
  expect(person, `demo person ${name}`).toBeTruthy();
  return person!;
}

const demoLocation = {
  establishmentName: "Zaal De Linde",
  street: "Oudegracht",
  number: "12",
  numberSuffix: "a",
  postalCode: "3511 AB",
  city: "Utrecht",
};

/** Saves a training template given by one trainer at Zaal De Linde, with two sessions a day. */
export async function createTrainingTemplate(
  api: Api,
  template: {
    name: string;
    description: string;
    trainerId: string;
    settings: { inviteParticipants: boolean; daysBeforeInvite: number };
  },
) {
  const created = await api("POST", "/training-templates", {
    name: template.name,
    content: {
      description: template.description,
      location: demoLocation,
      instructorIds: [template.trainerId],
      registrarId: template.trainerId,
      settings: template.settings,
      slots: [
        { timeFrom: "09:00", timeTo: "12:30" },
        { timeFrom: "13:00", timeTo: "16:00" },
      ],
    },
  });
  return created.data as { id: string; name: string };
}

/** Plans a training through the API, as the wizard will once it exists. */
export async function planTraining(
  api: Api,
  training: {
    name: string;
    dates: { date: string; timeFrom: string; timeTo: string }[];
    instructorIds?: string[];
    registrarId?: string | null;
    participants?: { companyUserIds: string[]; groupIds: string[] };
    capacity?: number | null;
    settings?: Record<string, unknown>;
  },
) {
  return (
    await api("POST", "/trainings", {
      description: "",
      location: demoLocation,
      ...training,
    })
  ).data as { id: string; name: string; dates: { id: string; date: string }[] };
}
