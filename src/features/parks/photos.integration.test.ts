import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createPhotoVariantHandler } from "@/app/media/photos/photo-variant-handler";
import { createTrpcHandler } from "@/server/api/http-handler";
import { auditEntries, campsites } from "@/server/db/schema";
import { NOW, setUpCheckoutScenario } from "../../../tests/support/checkout-scenario";
import { outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor, testEnv } from "../../../tests/support/test-context";
import { fieldErrorsOf } from "./parks-setup.test-support";
import { MAX_PHOTO_BASE64_CHARS, PHOTO_TOO_LARGE } from "./photos.schemas";

const scenario = setUpCheckoutScenario();

let adminCookie: string;
let managerCookie: string;
const admin = (cookie = adminCookie) => callerFor(scenario.db(), { headers: { cookie }, now: NOW }).admin;
const parkPage = (slug = "trout-town-farms") => scenario.api().parks.getBySlug({ slug });

/** The media route as Next.js calls it, on the test database. */
const getVariant = createPhotoVariantHandler(async () => scenario.db());
const serve = (url: string) => {
  const [photoId = "", width = ""] = url.replace("/media/photos/", "").split("/");
  return getVariant(new Request(`http://localhost:3000${url}`), {
    params: Promise.resolve({ photoId, width }),
  });
};

/** A generated image, base64 as the screen sends it. */
async function image(
  width: number,
  height: number,
  format: "png" | "jpeg" | "webp" | "gif" = "png",
  orientation?: number,
): Promise<string> {
  let pipeline = sharp({ create: { width, height, channels: 3, background: "#3f7a52" } }).toFormat(format);
  if (orientation) pipeline = pipeline.withMetadata({ orientation });
  return (await pipeline.toBuffer()).toString("base64");
}

const auditOf = (action: string) =>
  scenario
    .db()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.parkId, scenario.ids.trout)))
    .orderBy(auditEntries.at);

async function siteOf(campsiteTypeId: string): Promise<string> {
  const [site] = await scenario
    .db()
    .select({ id: campsites.id })
    .from(campsites)
    .where(eq(campsites.campsiteTypeId, campsiteTypeId))
    .limit(1);
  return site!.id;
}

beforeAll(async () => {
  adminCookie = (await signInDemoStaff(scenario.db(), "admin@lantern.example")).cookie;
  managerCookie = (await signInDemoStaff(scenario.db(), "manager@lantern.example")).cookie;
});

describe(`photos on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("stores an uploaded PNG as WebP at every device width it fills, served by the media route for a year", async () => {
    const photo = await admin().photos.upload({
      parkId: scenario.ids.trout,
      alt: "  The pond at dawn  ",
      file: `data:image/png;base64,${await image(1300, 800)}`,
    });
    expect(photo).toMatchObject({
      parkId: scenario.ids.trout,
      campsiteTypeId: null,
      campsiteId: null,
      alt: "The pond at dawn",
      width: 1300,
      height: 800,
      widths: [640, 750, 828, 1080, 1200],
      url: `/media/photos/${photo.id}/1200`,
    });
    expect(photo.srcSet).toBe(
      [640, 750, 828, 1080, 1200].map((width) => `/media/photos/${photo.id}/${width} ${width}w`).join(", "),
    );

    for (const width of photo.widths) {
      const response = await serve(`/media/photos/${photo.id}/${width}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const served = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(served).toMatchObject({ format: "webp", width, height: Math.round((width * 800) / 1300) });
    }
    expect((await serve(`/media/photos/${photo.id}/1920`)).status).toBe(404);
    expect((await serve(`/media/photos/${crypto.randomUUID()}/640`)).status).toBe(404);
    expect((await serve("/media/photos/not-a-photo/640")).status).toBe(404);

    const [entry] = (await auditOf("photo.upload")).filter((row) => row.entityId === photo.id);
    expect(entry).toMatchObject({ entity: "photo", actorRole: "ADMIN" });
    expect(entry!.after).toMatchObject({ alt: "The pond at dawn", widths: [640, 750, 828, 1080, 1200] });
  });

  it("turns a photo upright by its EXIF orientation and keeps none of its metadata", async () => {
    const photo = await admin().photos.upload({
      parkId: scenario.ids.beaverkill,
      alt: "A camera held sideways",
      file: await image(1000, 700, "jpeg", 6),
    });
    expect(photo).toMatchObject({ width: 700, height: 1000, widths: [640] });
    const served = await sharp(Buffer.from(await (await serve(photo.url)).arrayBuffer())).metadata();
    expect(served).toMatchObject({ format: "webp", width: 640, height: 914 });
    expect(served.exif).toBeUndefined();
    expect(served.orientation).toBeUndefined();
  });

  it("stores a photo narrower than the smallest device width once, at its own width", async () => {
    const photo = await admin().photos.upload({
      parkId: scenario.ids.beaverkill,
      alt: "A small old photo of the river",
      file: await image(400, 300, "webp"),
    });
    expect(photo.widths).toEqual([400]);
    expect((await serve(photo.url)).status).toBe(200);
  });

  it("shows the park's photos on its page in place of the illustrations, and a type's on its card", async () => {
    const before = await parkPage();
    const orchard = before.campsiteTypes.find((type) => type.id === scenario.ids.orchard)!;
    expect(orchard.gallery.every((photo) => photo.srcSet === undefined)).toBe(true);
    const typePhoto = await admin().photos.upload({
      parkId: scenario.ids.trout,
      campsiteTypeId: scenario.ids.orchard,
      alt: "Tents among the apple trees",
      file: await image(900, 600),
    });
    const sitePhoto = await admin().photos.upload({
      parkId: scenario.ids.trout,
      campsiteId: await siteOf(scenario.ids.orchard),
      alt: "Site O1 from the lane",
      file: await image(900, 600),
    });

    const after = await parkPage();
    const parkPhotos = await admin().photos.list({ parkId: scenario.ids.trout });
    expect(after.photos).toEqual(
      parkPhotos.map((photo) => ({ url: photo.url, alt: photo.alt, srcSet: photo.srcSet })),
    );
    expect(after.photos.map((photo) => photo.alt)).toContain("The pond at dawn");
    const card = after.campsiteTypes.find((type) => type.id === scenario.ids.orchard)!;
    expect(card.gallery).toEqual([
      { url: typePhoto.url, alt: "Tents among the apple trees", srcSet: typePhoto.srcSet },
    ]);
    expect(card.photos).toEqual([typePhoto.url]);
    const others = after.campsiteTypes.filter((type) => type.id !== scenario.ids.orchard);
    expect(others).toEqual(before.campsiteTypes.filter((type) => type.id !== scenario.ids.orchard));
    expect(JSON.stringify(after)).not.toContain(sitePhoto.id);

    const galleries = await admin().photos.galleries({ parkId: scenario.ids.trout });
    expect(galleries.parkPhotoCount).toBe(1);
    const orchardGallery = galleries.types.find((type) => type.id === scenario.ids.orchard)!;
    expect(orchardGallery.photoCount).toBe(1);
    expect(orchardGallery.sites.find((site) => site.id === sitePhoto.campsiteId)?.photoCount).toBe(1);
    expect(
      await admin().photos.list({ parkId: scenario.ids.trout, campsiteId: sitePhoto.campsiteId! }),
    ).toEqual([expect.objectContaining({ id: sitePhoto.id })]);
  });

  it("refuses at its field a file that is no image, a damaged or too large one, a missing description, another park's type or site", async () => {
    const uploadsBefore = (await auditOf("photo.upload")).length;
    const upload = (input: Record<string, unknown>) =>
      fieldErrorsOf(
        admin().photos.upload({ parkId: scenario.ids.trout, alt: "A photo", file: "", ...input } as never),
      );
    const png = await image(700, 500);
    expect(await upload({ file: Buffer.from("name,arrival\nAnn,2027-06-01\n").toString("base64") })).toEqual({
      file: "This file is not a JPEG, PNG or WebP image.",
    });
    expect(await upload({ file: await image(700, 500, "gif") })).toEqual({
      file: "This file is not a JPEG, PNG or WebP image.",
    });
    const damaged = Buffer.from(png, "base64").subarray(0, -60).toString("base64");
    expect(await upload({ file: damaged })).toEqual({
      file: "This image could not be read: the file may be damaged. Try exporting it again.",
    });
    expect(await upload({ file: "A".repeat(MAX_PHOTO_BASE64_CHARS + 4) })).toEqual({ file: PHOTO_TOO_LARGE });
    expect(await upload({ file: "" })).toEqual({ file: "Choose a photo to upload." });
    expect(await upload({ file: png, alt: "   " })).toEqual({
      alt: "Describe what the photo shows, for guests who cannot see it.",
    });
    expect(await upload({ file: png, alt: "x".repeat(201) })).toEqual({
      alt: "Keep the description to 200 characters.",
    });
    expect(await upload({ file: png, campsiteTypeId: scenario.ids.riverside })).toEqual({
      campsiteTypeId: "Choose a site type of this park.",
    });
    expect(await upload({ file: png, campsiteId: await siteOf(scenario.ids.riverside) })).toEqual({
      campsiteId: "Choose a site of this park.",
    });
    expect((await auditOf("photo.upload")).length).toBe(uploadsBefore);
  });

  it("reorders a gallery, edits a description and removes a photo, each audited; the park page follows", async () => {
    const gallery = { parkId: scenario.ids.trout, campsiteTypeId: scenario.ids.orchard };
    for (const alt of ["Second tent", "Third tent"]) {
      await admin().photos.upload({ ...gallery, alt, file: await image(700, 500) });
    }
    const ids = (await admin().photos.list(gallery)).map((photo) => photo.id);
    expect(ids).toHaveLength(3);
    const reversed = [...ids].reverse();
    const reordered = await admin().photos.reorder({ parkId: scenario.ids.trout, photoIds: reversed });
    expect(reordered.map((photo) => photo.id)).toEqual(reversed);
    expect((await admin().photos.list(gallery)).map((photo) => photo.id)).toEqual(reversed);
    const card = async () =>
      (await parkPage()).campsiteTypes.find((type) => type.id === scenario.ids.orchard)!;
    expect((await card()).gallery.map((photo) => photo.alt)).toEqual([
      "Third tent",
      "Second tent",
      "Tents among the apple trees",
    ]);
    const [reorderEntry] = (await auditOf("photo.reorder")).slice(-1);
    expect(reorderEntry).toMatchObject({ entity: "photo_gallery", entityId: scenario.ids.orchard });
    expect(reorderEntry).toMatchObject({ before: { photoIds: ids }, after: { photoIds: reversed } });

    expect(
      await outcomeOf(admin().photos.reorder({ parkId: scenario.ids.trout, photoIds: reversed.slice(1) })),
    ).toMatch(/^CONFLICT: This gallery changed/);
    const [parkPhoto] = await admin().photos.list({ parkId: scenario.ids.trout });
    expect(
      await fieldErrorsOf(
        admin().photos.reorder({ parkId: scenario.ids.trout, photoIds: [...reversed, parkPhoto!.id] }),
      ),
    ).toEqual({ photoIds: "These photos belong to different galleries." });
    expect(
      await fieldErrorsOf(
        admin().photos.reorder({ parkId: scenario.ids.trout, photoIds: [reversed[0]!, reversed[0]!] }),
      ),
    ).toEqual({ photoIds: "List each photo once." });

    const edited = await admin().photos.update({ photoId: reversed[0]!, alt: "Third tent, by the fence" });
    expect(edited.alt).toBe("Third tent, by the fence");
    expect((await card()).gallery[0]?.alt).toBe("Third tent, by the fence");
    expect((await auditOf("photo.update")).slice(-1)[0]).toMatchObject({
      entityId: reversed[0],
      before: { alt: "Third tent" },
      after: { alt: "Third tent, by the fence" },
    });

    const removed = (await admin().photos.list(gallery))[0]!;
    expect(await admin().photos.remove({ photoId: removed.id })).toEqual({ ok: true });
    expect((await admin().photos.list(gallery)).map((photo) => photo.id)).toEqual(reversed.slice(1));
    expect((await card()).gallery.map((photo) => photo.alt)).toEqual([
      "Second tent",
      "Tents among the apple trees",
    ]);
    expect((await serve(removed.url)).status).toBe(404);
    expect((await auditOf("photo.remove")).slice(-1)[0]).toMatchObject({
      entityId: removed.id,
      before: { alt: "Third tent, by the fence", campsiteTypeId: scenario.ids.orchard },
    });
  });

  it("shows the illustrations again once a park's last photo is removed", async () => {
    const photos = await admin().photos.list({ parkId: scenario.ids.beaverkill });
    for (const photo of photos) await admin().photos.remove({ photoId: photo.id });
    const page = await parkPage("beaverkill-bend");
    expect(page.photos.length).toBeGreaterThan(0);
    expect(page.photos.every((photo) => photo.srcSet === undefined && photo.url.startsWith("/art/"))).toBe(
      true,
    );
  });

  it("is for a park's managers: another park's photos and an unknown park or photo are not found", async () => {
    const asManager = admin(managerCookie);
    const [photo] = await admin().photos.list({ parkId: scenario.ids.trout });
    const elsewhere = await admin().photos.upload({
      parkId: scenario.ids.beaverkill,
      alt: "The river",
      file: await image(10, 10),
    });
    expect(await outcomeOf(asManager.photos.list({ parkId: scenario.ids.trout }))).toBe("OK");
    expect(await outcomeOf(asManager.photos.remove({ photoId: elsewhere.id }))).toBe(
      "NOT_FOUND: This photo does not exist.",
    );
    expect(
      await outcomeOf(
        asManager.photos.upload({ parkId: scenario.ids.beaverkill, alt: "A", file: await image(10, 10) }),
      ),
    ).toBe("NOT_FOUND: This park does not exist.");
    const unknownPark = crypto.randomUUID();
    expect(await outcomeOf(admin().photos.galleries({ parkId: unknownPark }))).toBe(
      "NOT_FOUND: This park does not exist.",
    );
    expect(
      await outcomeOf(admin().photos.upload({ parkId: unknownPark, alt: "A", file: await image(10, 10) })),
    ).toBe("NOT_FOUND: This park does not exist.");
    for (const call of [
      () => admin().photos.remove({ photoId: crypto.randomUUID() }),
      () => admin().photos.update({ photoId: crypto.randomUUID(), alt: "A" }),
    ]) {
      expect(await outcomeOf(call())).toBe("NOT_FOUND: This photo does not exist.");
    }
    expect(
      await outcomeOf(admin().photos.reorder({ parkId: scenario.ids.beaverkill, photoIds: [photo!.id] })),
    ).toBe("NOT_FOUND: This photo does not exist.");
  });
});

describe("a photo over the API's usual body limit", () => {
  const env = testEnv();
  const handle = createTrpcHandler({
    getDatabase: async () => ({ kind: "pglite", db: scenario.db() }) as never,
    env,
  });
  const post = (procedures: string, body: unknown) =>
    handle(
      new Request(`http://localhost:3000/api/trpc/${procedures}?batch=1`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: adminCookie },
        body: JSON.stringify(body),
      }),
    );

  it("is taken by photos.upload alone; any other call that large answers 413", async () => {
    const noise = await sharp({
      create: {
        width: 900,
        height: 700,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    const input = {
      parkId: scenario.ids.trout,
      alt: "Grain of the old barn",
      file: noise.toString("base64"),
    };
    expect(JSON.stringify(input).length).toBeGreaterThan(env.API_BODY_LIMIT_BYTES);

    expect((await post("admin.photos.upload", { 0: { json: input } })).status).toBe(200);
    const update = { photoId: crypto.randomUUID(), alt: input.file };
    expect((await post("admin.photos.update", { 0: { json: update } })).status).toBe(413);
    const twoUploads = { 0: { json: input }, 1: { json: input } };
    expect((await post("admin.photos.upload,admin.photos.upload", twoUploads)).status).toBe(413);
  });
});
