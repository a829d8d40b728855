import { z } from "zod";

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `Please enter ${label}.` })
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(max, `Please keep ${label} under ${max} characters.`);

export const ZContactMessageInput = z.object({
  name: trimmed("your name", 100),
  email: z.string().trim().email("Please enter an e-mail address like name@example.com."),
  phone: z
    .string()
    .trim()
    .max(30, "Please keep the phone number under 30 characters.")
    .regex(/^[+\d\s().-]*$/, "Please use digits, spaces and + ( ) - only.")
    .optional(),
  /** The park asked about; absent = a general question. */
  parkId: z.uuid("Please choose a park from the list.").optional(),
  subject: trimmed("a subject", 150),
  message: z
    .string({ error: "Please write your message." })
    .trim()
    .min(10, "Please write at least 10 characters so we can help.")
    .max(5000, "Please keep your message under 5,000 characters."),
});

export type ContactMessageInput = z.infer<typeof ZContactMessageInput>;

/** Spec: rate-limited. Five messages an hour from one address is plenty for a person, too few for a spammer. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 60 * 60_000 };
