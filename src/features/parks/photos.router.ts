import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { canSeePark } from "@/lib/team-roles";
import { assertParkInScope, createTRPCRouter, teamProcedure } from "@/server/api/trpc";
import type { Db } from "@/server/db/client";
import { removePhoto, reorderPhotos, updatePhotoAlt } from "./photo-changes.service";
import {
  ZPhoto,
  ZPhotoGalleries,
  ZPhotoGallery,
  ZPhotoReorderInput,
  ZPhotoUpdateInput,
  ZPhotoUploadInput,
} from "./photos.schemas";
import { listGalleries, listPhotos, parkOfPhoto, uploadPhoto } from "./photos.service";

/** A photo at a park outside the member's parks is `NOT_FOUND`, like one that does not exist. */
async function photoParkInScope(
  ctx: { db: Db; team: Parameters<typeof canSeePark>[0] },
  photoId: string,
): Promise<string> {
  const parkId = await parkOfPhoto(ctx.db, photoId);
  if (!parkId || !canSeePark(ctx.team, parkId)) {
    throw new TRPCError({ code: "NOT_FOUND", message: "This photo does not exist." });
  }
  return parkId;
}

/** admin.photos.* (api.md "admin.*"): the photos of a park's, a type's or a site's gallery (decision 0028). */
export const photoRoutes = {
  photos: createTRPCRouter({
    galleries: teamProcedure("MANAGER")
      .input(z.object({ parkId: z.uuid() }))
      .output(ZPhotoGalleries)
      .query(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return listGalleries(ctx.db, input.parkId);
      }),
    list: teamProcedure("MANAGER")
      .input(ZPhotoGallery)
      .output(z.array(ZPhoto))
      .query(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return listPhotos(ctx.db, input);
      }),
    upload: teamProcedure("MANAGER")
      .input(ZPhotoUploadInput)
      .output(ZPhoto)
      .mutation(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return uploadPhoto(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
      }),
    reorder: teamProcedure("MANAGER")
      .input(ZPhotoReorderInput)
      .output(z.array(ZPhoto))
      .mutation(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return reorderPhotos(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
      }),
    update: teamProcedure("MANAGER")
      .input(ZPhotoUpdateInput)
      .output(ZPhoto)
      .mutation(async ({ ctx, input }) => {
        const parkId = await photoParkInScope(ctx, input.photoId);
        return updatePhotoAlt(
          ctx.db,
          { ...input, parkId },
          { userId: ctx.user.id, role: ctx.team.role },
          ctx.now(),
        );
      }),
    remove: teamProcedure("MANAGER")
      .input(z.object({ photoId: z.uuid() }))
      .output(z.object({ ok: z.literal(true) }))
      .mutation(async ({ ctx, input }) => {
        const parkId = await photoParkInScope(ctx, input.photoId);
        await removePhoto(
          ctx.db,
          { photoId: input.photoId, parkId },
          { userId: ctx.user.id, role: ctx.team.role },
          ctx.now(),
        );
        return { ok: true as const };
      }),
  }),
};
