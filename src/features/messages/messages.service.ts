import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { type StayToMessage, staysToMessage } from "@/features/reservations/server";
import { addDays, todayIn } from "@/lib/stay-dates";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { messageTemplates, parks, reservationMessages, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { enqueueMail } from "@/server/mail/outbox";
import {
  DEFAULT_TEMPLATES,
  fillTemplate,
  messageFields,
  renderMessageMail,
  type TemplateKind,
} from "./message-templates";

export type MessageTemplate = {
  parkId: string;
  kind: TemplateKind;
  subject: string;
  body: string;
  daysBefore: number;
  enabled: boolean;
};

const KINDS: TemplateKind[] = ["confirmation", "pre_arrival", "post_stay"];

/** `admin.messages.templates.list`: a park's three templates, its own or the defaults (off). */
export async function listTemplates(db: Db, parkId: string): Promise<MessageTemplate[]> {
  const rows = await db.select().from(messageTemplates).where(eq(messageTemplates.parkId, parkId));
  return KINDS.map((kind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return row
      ? {
          parkId,
          kind,
          subject: row.subject,
          body: row.body,
          daysBefore: row.daysBefore,
          enabled: row.enabled,
        }
      : { parkId, kind, ...DEFAULT_TEMPLATES[kind], enabled: false };
  });
}

/** `admin.messages.templates.upsert`: a park's template, audited; enabling it starts its sending from now on. */
export async function upsertTemplate(
  db: Db,
  input: MessageTemplate,
  actor: Actor,
  now: Date,
): Promise<MessageTemplate> {
  return db.transaction(async (tx) => {
    const [park] = await tx.select({ id: parks.id }).from(parks).where(eq(parks.id, input.parkId));
    if (!park) throw new AppError("NOT_FOUND", "This park does not exist.");
    const [current] = await tx
      .select()
      .from(messageTemplates)
      .where(and(eq(messageTemplates.parkId, input.parkId), eq(messageTemplates.kind, input.kind)))
      .for("update");
    const enabledAt = input.enabled ? (current?.enabled ? current.enabledAt : now) : null;
    const values = {
      subject: input.subject,
      body: input.body,
      daysBefore: input.daysBefore,
      enabled: input.enabled,
      enabledAt,
      updatedAt: now,
    };
    await tx
      .insert(messageTemplates)
      .values({ parkId: input.parkId, kind: input.kind, ...values })
      .onConflictDoUpdate({ target: [messageTemplates.parkId, messageTemplates.kind], set: values });
    await recordAudit(tx, {
      actor,
      at: now,
      action: "messageTemplate.upsert",
      entity: "message_template",
      entityId: input.parkId,
      parkId: input.parkId,
      before: current ? { kind: current.kind, enabled: current.enabled, subject: current.subject } : null,
      after: {
        kind: input.kind,
        enabled: input.enabled,
        subject: input.subject,
        daysBefore: input.daysBefore,
      },
    });
    return input;
  });
}

/** Queues one stay's e-mail and records it on the stay, unless this kind (or this key) already was. */
async function sendToStay(
  tx: Db,
  stay: StayToMessage,
  message: {
    kind: "staff" | TemplateKind;
    subject: string;
    body: string;
    authorUserId?: string | null;
    key?: string;
  },
  context: { now: Date; appUrl: string },
): Promise<boolean> {
  const fields = messageFields(stay, context.appUrl);
  const subject = fillTemplate(message.subject, fields);
  const [recorded] = await tx
    .insert(reservationMessages)
    .values({
      reservationId: stay.reservationId,
      kind: message.kind,
      subject,
      authorUserId: message.authorUserId ?? null,
      idempotencyKey: message.key ?? null,
      sentAt: context.now,
    })
    .onConflictDoNothing()
    .returning({ id: reservationMessages.id });
  if (!recorded) return false;
  await enqueueMail(
    tx,
    renderMessageMail({
      to: stay.guestEmail,
      subject,
      body: fillTemplate(message.body, fields),
      park: stay.parkName,
      template: `message-${message.kind.replace("_", "-")}`,
    }),
    context.now,
  );
  return true;
}

/**
 * `admin.messages.send` (decision 0061): a staff e-mail to some stays, or to a park's arrivals of a day, through the
 * outbox, recorded on each stay and audited. The body may use the templates' `{placeholders}`. A retry with the
 * same key sends nothing twice. Only confirmed stays are written to.
 */
export async function sendStaffMessage(
  db: Db,
  input: {
    to: { reservationIds: readonly string[] } | { parkId: string; arrivingOn: string };
    subject: string;
    body: string;
    idempotencyKey: string;
  },
  actor: Actor,
  context: { now: Date; appUrl: string },
): Promise<{ sent: number; reservationIds: string[] }> {
  const stays =
    "reservationIds" in input.to
      ? await staysToMessage(db, { reservationIds: input.to.reservationIds })
      : await staysToMessage(db, {
          parkId: input.to.parkId,
          arrival: { from: input.to.arrivingOn, to: input.to.arrivingOn },
        });
  if (stays.length === 0) {
    throw new AppError("PRECONDITION_FAILED", "Nobody to write to: no confirmed stay matches.");
  }
  return db.transaction(async (tx) => {
    let sent = 0;
    for (const stay of stays) {
      const fresh = await sendToStay(
        tx,
        stay,
        {
          kind: "staff",
          subject: input.subject,
          body: input.body,
          authorUserId: actor.userId,
          key: input.idempotencyKey,
        },
        context,
      );
      if (!fresh) continue;
      sent += 1;
      await recordAudit(tx, {
        actor,
        at: context.now,
        action: "reservation.message",
        entity: "reservation",
        entityId: stay.reservationId,
        parkId: stay.parkId,
        after: { subject: input.subject },
      });
    }
    return { sent, reservationIds: stays.map((stay) => stay.reservationId) };
  });
}

/** The e-mails a stay was sent (staff messages and templates), oldest first, with who sent a staff one. */
export async function messagesOf(db: Db, reservationId: string) {
  return db
    .select({
      id: reservationMessages.id,
      kind: reservationMessages.kind,
      subject: reservationMessages.subject,
      at: reservationMessages.sentAt,
      author: users.name,
    })
    .from(reservationMessages)
    .leftJoin(users, eq(users.id, reservationMessages.authorUserId))
    .where(eq(reservationMessages.reservationId, reservationId))
    .orderBy(asc(reservationMessages.sentAt), asc(reservationMessages.id));
}

/**
 * The templates' e-mails, once per stay (the background job, decision 0061), for each park's enabled templates:
 * the confirmation note for stays booked since it was enabled; the pre-arrival e-mail for stays arriving within its
 * days (so a late booking gets it at once), from today in the park's zone, until the guest checks in; the thank-you
 * for stays that ended yesterday, or today once checked out. The unique index makes a second run, or a second process,
 * send nothing twice.
 */
export async function sendScheduledMessages(
  db: Db,
  context: { now: Date; appUrl: string },
): Promise<{ sent: number }> {
  const enabled = await db
    .select({ template: messageTemplates, timeZone: parks.timeZone })
    .from(messageTemplates)
    .innerJoin(parks, eq(parks.id, messageTemplates.parkId))
    .where(eq(messageTemplates.enabled, true));
  let sent = 0;
  for (const { template, timeZone } of enabled) {
    const today = todayIn(timeZone, context.now);
    const since = template.enabledAt ?? context.now;
    const stays =
      template.kind === "confirmation"
        ? await staysToMessage(db, { parkId: template.parkId, bookedSince: since })
        : template.kind === "pre_arrival"
          ? await staysToMessage(db, {
              parkId: template.parkId,
              arrival: { from: today, to: addDays(today, template.daysBefore) },
            })
          : (
              await staysToMessage(db, {
                parkId: template.parkId,
                departure: { from: addDays(today, -1), to: today },
              })
            ).filter(
              (stay) => stay.departure <= today && (stay.checkedOutAt !== null || stay.departure < today),
            );
    if (stays.length === 0) continue;
    const done = new Set(
      (
        await db
          .select({ reservationId: reservationMessages.reservationId })
          .from(reservationMessages)
          .where(
            and(
              inArray(
                reservationMessages.reservationId,
                stays.map((stay) => stay.reservationId),
              ),
              eq(reservationMessages.kind, template.kind),
            ),
          )
      ).map((row) => row.reservationId),
    );
    for (const stay of stays) {
      if (done.has(stay.reservationId)) continue;
      if (template.kind === "pre_arrival" && stay.checkedInAt) continue;
      const fresh = await db.transaction((tx) =>
        sendToStay(
          tx,
          stay,
          { kind: template.kind, subject: template.subject, body: template.body },
          context,
        ),
      );
      if (fresh) sent += 1;
    }
  }
  return { sent };
}
