import { z } from "zod";
import { ZIsoDate } from "@/lib/date.input-schemas";

const ZSubject = z
  .string()
  .trim()
  .min(1, "Write a subject.")
  .max(150, "Keep the subject under 150 characters.");
const ZBody = z
  .string()
  .trim()
  .min(1, "Write the message.")
  .max(5000, "Keep the message under 5,000 characters.");

/** `admin.messages.send` (api.md "the front desk's day one"): some stays, or a park's arrivals of a day. */
export const ZSendMessageInput = z.object({
  to: z.union([
    z.object({ reservationIds: z.array(z.uuid()).min(1, "Choose at least one stay.").max(500) }),
    z.object({ parkId: z.uuid(), arrivingOn: ZIsoDate }),
  ]),
  subject: ZSubject,
  body: ZBody,
  idempotencyKey: z.uuid(),
});

export const ZTemplateKind = z.enum(["confirmation", "pre_arrival", "post_stay"]);

export const ZMessageTemplate = z.object({
  parkId: z.uuid(),
  kind: ZTemplateKind,
  subject: ZSubject,
  body: ZBody,
  daysBefore: z.number().int("Whole days.").min(0, "0 to 30 days.").max(30, "0 to 30 days."),
  enabled: z.boolean(),
});

export const ZSentMessage = z.object({
  id: z.uuid(),
  kind: z.enum(["staff", "confirmation", "pre_arrival", "post_stay"]),
  subject: z.string(),
  at: z.date(),
  author: z.string().nullable(),
});
