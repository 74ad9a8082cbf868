import type { MediaItem } from "@leerlijn/contracts/media/media.schema";
import type { Training } from "@leerlijn/contracts/trainings/training.schema";
import type {
  TrainingTemplate,
  TrainingTemplateBody,
} from "@leerlijn/contracts/trainings/training-template.schema";
import type { CreateTrainingBody } from "@leerlijn/contracts/trainings/trainings.contract";

export const trainingStepKeys = ["general", "trainer", "participants", "settings"] as const;
export type TrainingStepKey = (typeof trainingStepKeys)[number];

/** The address as typed: every field text, as the inputs hold it. */
export type AddressDraft = {
  establishmentName: string;
  street: string;
  number: string;
  numberSuffix: string;
  postalCode: string;
  city: string;
  /** Filled by an address provider (autocomplete) only; sent along untouched. */
  province: string | null;
  placeId: string | null;
  lat: number | null;
  lng: number | null;
};

export type DateDraft = {
  /** A key for the row (React); an existing date also has its id. */
  key: string;
  id?: string | undefined;
  date: string;
  timeFrom: string;
  timeTo: string;
};

/** Everything the wizard holds between its steps. */
export type TrainingDraft = {
  name: string;
  description: string;
  location: AddressDraft;
  image: MediaItem | null;
  capacity: number | null;
  dates: DateDraft[];
  instructorIds: string[];
  registrarId: string | null;
  registrarManagerIds: string[];
  participantIds: string[];
  groupIds: string[];
  settings: {
    inviteParticipants: boolean;
    daysBeforeInvite: number | null;
    attendanceList: boolean;
    generateCertificates: boolean;
    certificateExpiryDate: string | null;
    certificateReminderDate: string | null;
    /** The template it was planned from (set when started from one). */
    templateId: string | null;
    /** The template whose certificate holders are booked on it for recertification. */
    recertifiesTemplateId: string | null;
  };
};

let keys = 0;
export const newDateRow = (times: Partial<DateDraft> = {}): DateDraft => ({
  key: `date-${++keys}`,
  date: "",
  timeFrom: "09:00",
  timeTo: "17:00",
  ...times,
});

export const emptyAddress = (): AddressDraft => ({
  establishmentName: "",
  street: "",
  number: "",
  numberSuffix: "",
  postalCode: "",
  city: "",
  province: null,
  placeId: null,
  lat: null,
  lng: null,
});

export function emptyDraft(): TrainingDraft {
  return {
    name: "",
    description: "",
    location: emptyAddress(),
    image: null,
    capacity: null,
    dates: [newDateRow()],
    instructorIds: [],
    registrarId: null,
    registrarManagerIds: [],
    participantIds: [],
    groupIds: [],
    settings: {
      inviteParticipants: false,
      daysBeforeInvite: 7,
      attendanceList: true,
      generateCertificates: false,
      certificateExpiryDate: null,
      certificateReminderDate: null,
      templateId: null,
      recertifiesTemplateId: null,
    },
  };
}

const addressDraftOf = (address: Training["location"] | null): AddressDraft =>
  address
    ? {
        establishmentName: address.establishmentName ?? "",
        street: address.street,
        number: address.number,
        numberSuffix: address.numberSuffix ?? "",
        postalCode: address.postalCode,
        city: address.city,
        province: address.province,
        placeId: address.placeId,
        lat: address.lat,
        lng: address.lng,
      }
    : emptyAddress();

/**
 * A saved training in the wizard, to change it. Participants: the people chosen one by one, and
 * the groups people came in through (while those groups exist). Whoever came in through a group
 * that is gone since stays, as a person chosen one by one.
 */
export function draftFromTraining(training: Training): TrainingDraft {
  const groupIds = new Set<string>();
  const participantIds: string[] = [];
  for (const person of training.participants) {
    if (person.addedViaGroupId && person.addedViaGroupName) groupIds.add(person.addedViaGroupId);
    else participantIds.push(person.id);
  }
  return {
    name: training.name,
    description: training.description,
    location: addressDraftOf(training.location),
    image: training.image,
    capacity: training.capacity,
    dates: training.dates.map((date) =>
      newDateRow({ id: date.id, date: date.date, timeFrom: date.timeFrom, timeTo: date.timeTo }),
    ),
    instructorIds: training.instructors.map((person) => person.id),
    registrarId: training.registrarId,
    registrarManagerIds: training.registrarManagerIds,
    participantIds,
    groupIds: [...groupIds],
    settings: { ...training.settings },
  };
}

/**
 * A new training as a copy of an existing one. Decision: the days are not copied (a copy is the
 * same training on new days, and old days would mostly lie in the past), but each date's times
 * are, as empty days to fill in; neither are the participants, who differ per run.
 */
export function draftFromCopy(training: Training): TrainingDraft {
  const draft = draftFromTraining(training);
  return {
    ...draft,
    dates: training.dates.map((date) =>
      newDateRow({ timeFrom: date.timeFrom, timeTo: date.timeTo }),
    ),
    participantIds: [],
    groupIds: [],
  };
}

/** A new training from a template: its set-up, named like it, with its times on days to choose. */
export function draftFromTemplate(template: TrainingTemplate): TrainingDraft {
  const { content } = template;
  const base = emptyDraft();
  return {
    ...base,
    name: template.name,
    description: content.description,
    location: addressDraftOf(content.location),
    image: template.image,
    capacity: content.capacity,
    dates:
      content.slots.length > 0
        ? content.slots.map((slot) => newDateRow({ timeFrom: slot.timeFrom, timeTo: slot.timeTo }))
        : base.dates,
    instructorIds: content.instructorIds,
    registrarId: content.registrarId,
    registrarManagerIds: content.registrarManagerIds,
    settings: { ...base.settings, ...content.settings, templateId: template.id },
  };
}

/** The draft as the API's training body (create or change), with or without participants. */
export function bodyOf(draft: TrainingDraft, withParticipants: boolean): CreateTrainingBody {
  const { location, settings } = draft;
  return {
    name: draft.name,
    description: draft.description,
    location: { ...location },
    capacity: draft.capacity,
    imageMediaId: draft.image?.id ?? null,
    dates: draft.dates.map(({ id, date, timeFrom, timeTo }) => ({
      ...(id ? { id } : {}),
      date,
      timeFrom,
      timeTo,
    })),
    instructorIds: draft.instructorIds,
    registrarId: draft.registrarId,
    registrarManagerIds: draft.registrarManagerIds,
    settings: { ...settings, daysBeforeInvite: settings.daysBeforeInvite ?? 0 },
    ...(withParticipants
      ? { participants: { companyUserIds: draft.participantIds, groupIds: draft.groupIds } }
      : {}),
  };
}

/** What "save as template" keeps of a saved training (see the template schema). */
export function templateBodyOf(name: string, training: Training): TrainingTemplateBody {
  const { settings } = training;
  return {
    name,
    content: {
      description: training.description,
      location: training.location,
      imageMediaId: training.imageMediaId,
      capacity: training.capacity,
      instructorIds: training.instructors.map((person) => person.id),
      registrarId: training.registrarId,
      registrarManagerIds: training.registrarManagerIds,
      settings: {
        inviteParticipants: settings.inviteParticipants,
        daysBeforeInvite: settings.daysBeforeInvite,
        attendanceList: settings.attendanceList,
        generateCertificates: settings.generateCertificates,
      },
      slots: training.dates.map(({ timeFrom, timeTo }) => ({ timeFrom, timeTo })),
    },
  };
}

/** The body's fields each step checks before moving on (Precognition-Validate-Only). */
export const stepFields: Record<TrainingStepKey, readonly string[]> = {
  general: ["name", "description", "location", "imageMediaId", "capacity", "dates"],
  trainer: ["instructorIds", "registrarId", "registrarManagerIds"],
  participants: ["participants"],
  settings: ["settings"],
};

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The step a server field key (`location.postal_code`, `company_user_ids`) belongs to. */
export function stepOfField(key: string): TrainingStepKey {
  const head = key.split(".")[0]!;
  if (head === "company_user_ids" || head === "group_ids") return "participants";
  for (const step of trainingStepKeys)
    if (stepFields[step].some((field) => snake(field) === head)) return step;
  return "general";
}
