import type { Contract } from "@leerlijn/contracts/contract";
import { idParams, isoDateField, nameField } from "@leerlijn/contracts/fields";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { RegisteredContract } from "../platform/http/register-contract";
import { objectShape, sampleBody, samplePathParams } from "./route-sweep";

const registered = (contract: Contract): RegisteredContract => ({
  ...contract,
  url: `/api/v1${contract.path}`,
});

describe("the sweep's sample values", () => {
  it("fill path params of the usual kinds with values their schemas accept", () => {
    const params = z.object({
      id: z.uuid(),
      page: z.coerce.number().int().min(1),
      type: z.enum(["image", "video", "document"]),
      code: z.string().regex(/^[a-z]+$/),
    });
    const contract = registered({
      method: "GET",
      path: "/x/:id/:page/:type/:code",
      summary: "",
      tag: "",
      params,
    });
    const sample = samplePathParams(contract);
    expect(params.safeParse(sample).success).toBe(true);
    expect(
      samplePathParams(
        registered({ method: "GET", path: "/x/:id", summary: "", tag: "", params: idParams }),
      ).id,
    ).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("build a body that a nested schema with lists, choices and dates accepts", () => {
    const body = z.strictObject({
      name: nameField,
      startsOn: isoDateField,
      weight: z.enum(["low", "medium", "high"]),
      scoring: z.union([z.literal(0), z.literal(1)]),
      public: z.boolean().optional(),
      learnings: z.array(nameField).min(2),
      sections: z.array(
        z.object({ title: nameField, blocks: z.array(z.object({ uuid: z.uuid() })) }),
      ),
    });
    const contract = registered({ method: "POST", path: "/courses", summary: "", tag: "", body });
    expect(body.safeParse(sampleBody(contract)).success).toBe(true);
  });

  it("see the object shape through preprocessing and transforms", () => {
    const shape = z.object({ a: z.string() });
    expect(Object.keys(objectShape(z.preprocess((v) => v, shape)) ?? {})).toEqual(["a"]);
    expect(Object.keys(objectShape(shape.transform((v) => v).optional()) ?? {})).toEqual(["a"]);
    expect(objectShape(z.string())).toBeNull();
  });
});
