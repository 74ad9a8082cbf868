import type { Training } from "@leerlijn/contracts/trainings/training.schema";
import type { TrainingTemplate } from "@leerlijn/contracts/trainings/training-template.schema";
import { describe, expect, it } from "vitest";
import {
  bodyOf,
  draftFromCopy,
  draftFromTemplate,
  draftFromTraining,
  stepOfField,
  templateBodyOf,
} from "./wizard-draft";

const location = {
  establishmentName: "Zaal De Linde",
  street: "Oudegracht",
  number: "12",
  numberSuffix: "a",
  postalCode: "3511 AB",
  city: "Utrecht",
  province: null,
  placeId: null,
  lat: null,
  lng: null,
};

const training: Training = {
  id: "t-1",
  name: "BHV herhaling",
  description: "<p>Blussen</p>",
  location,
  locationLine: "Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht",
  capacity: 12,
  placesLeft: 9,
  waitingCount: 0,
  imageMediaId: null,
  image: null,
  registrarId: "cu-reg",
  registrar: { id: "cu-reg", name: "Rob" },
  registrarManagerIds: ["cu-man"],
  registrarManagers: [{ id: "cu-man", name: "Mo" }],
  instructors: [{ id: "cu-trainer", name: "Tineke" }],
  dates: [
    { id: "d-1", date: "2026-03-03", timeFrom: "09:00", timeTo: "12:30", hasAttendances: false },
    { id: "d-2", date: "2026-03-10", timeFrom: "13:00", timeTo: "17:00", hasAttendances: false },
  ],
  participants: [
    {
      id: "cu-1",
      name: "Anna",
      trainingUserId: "tu-1",
      email: null,
      addedViaGroupId: null,
      addedViaGroupName: null,
      waiting: false,
      waitingListPosition: null,
      certificateStatus: "notOwned",
    },
    {
      id: "cu-2",
      name: "Bart",
      trainingUserId: "tu-2",
      email: null,
      addedViaGroupId: "g-1",
      addedViaGroupName: "Magazijn",
      waiting: false,
      waitingListPosition: null,
      certificateStatus: "notOwned",
    },
    {
      id: "cu-3",
      name: "Cas",
      trainingUserId: "tu-3",
      email: null,
      addedViaGroupId: "g-gone",
      addedViaGroupName: null,
      waiting: false,
      waitingListPosition: null,
      certificateStatus: "notOwned",
    },
  ],
  settings: {
    inviteParticipants: true,
    daysBeforeInvite: 7,
    attendanceList: true,
    generateCertificates: true,
    certificateExpiryDate: "2028-03-03",
    certificateReminderDate: null,
    templateId: null,
    recertifiesTemplateId: null,
  },
  recertifiesTemplateName: null,
  attendancesCompleted: false,
  hasNotifiedParticipants: false,
  hasTrainingAttendances: false,
  createdAt: "2026-01-01T10:00:00.000Z",
  updatedAt: "2026-01-01T10:00:00.000Z",
};

describe("the wizard's draft", () => {
  it("changes a training keeping its date ids, and its groups while they exist", () => {
    const draft = draftFromTraining(training);
    expect(draft.participantIds).toEqual(["cu-1", "cu-3"]);
    expect(draft.groupIds).toEqual(["g-1"]);
    const body = bodyOf(draft, false);
    expect(body.dates).toEqual([
      { id: "d-1", date: "2026-03-03", timeFrom: "09:00", timeTo: "12:30" },
      { id: "d-2", date: "2026-03-10", timeFrom: "13:00", timeTo: "17:00" },
    ]);
    expect(body).not.toHaveProperty("participants");
    expect(bodyOf(draft, true).participants).toEqual({
      companyUserIds: ["cu-1", "cu-3"],
      groupIds: ["g-1"],
    });
  });

  it("copies a training without its days, date ids and participants, keeping the times", () => {
    const body = bodyOf(draftFromCopy(training), true);
    expect(body.dates).toEqual([
      { date: "", timeFrom: "09:00", timeTo: "12:30" },
      { date: "", timeFrom: "13:00", timeTo: "17:00" },
    ]);
    expect(body.participants).toEqual({ companyUserIds: [], groupIds: [] });
    expect(body).toMatchObject({ name: "BHV herhaling", capacity: 12, registrarId: "cu-reg" });
  });

  it("keeps a training as a template without days and certificate dates, and starts from it", () => {
    const templateBody = templateBodyOf("BHV", training);
    expect(templateBody.content.slots).toEqual([
      { timeFrom: "09:00", timeTo: "12:30" },
      { timeFrom: "13:00", timeTo: "17:00" },
    ]);
    expect(templateBody.content.settings).not.toHaveProperty("certificateExpiryDate");
    const template: TrainingTemplate = {
      id: "tpl-1",
      name: "BHV",
      updatedAt: "2026-01-01T10:00:00.000Z",
      image: null,
      content: {
        description: "<p>Blussen</p>",
        location,
        imageMediaId: null,
        capacity: 12,
        instructorIds: ["cu-trainer"],
        registrarId: null,
        registrarManagerIds: [],
        settings: {
          inviteParticipants: true,
          daysBeforeInvite: 3,
          attendanceList: false,
          generateCertificates: false,
        },
        slots: [{ timeFrom: "08:30", timeTo: "12:00" }],
      },
    };
    const body = bodyOf(draftFromTemplate(template), true);
    expect(body).toMatchObject({
      name: "BHV",
      dates: [{ date: "", timeFrom: "08:30", timeTo: "12:00" }],
      instructorIds: ["cu-trainer"],
      // Planned from the template: its certificates are the template's, for recertification.
      settings: {
        daysBeforeInvite: 3,
        attendanceList: false,
        certificateExpiryDate: null,
        templateId: "tpl-1",
        recertifiesTemplateId: null,
      },
    });
  });

  it("knows which step a server field belongs to", () => {
    expect(stepOfField("location.postal_code")).toBe("general");
    expect(stepOfField("dates.1.time_to")).toBe("general");
    expect(stepOfField("image_media_id")).toBe("general");
    expect(stepOfField("registrar_manager_ids")).toBe("trainer");
    expect(stepOfField("company_user_ids")).toBe("participants");
    expect(stepOfField("participants.group_ids")).toBe("participants");
    expect(stepOfField("settings.certificate_reminder_date")).toBe("settings");
  });
});
