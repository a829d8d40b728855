import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { adminQuery } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

/** A park no other journey looks at the gallery of: its illustrations come back when this journey ends. */
const PARK = { slug: "catskill-conestoga-wagon-outpost", name: "Catskill Conestoga Wagon Outpost" };

/** Removes what this journey uploaded (by its description), whatever step it stopped at. */
async function removeUploaded(request: APIRequestContext, parkId: string, alt: string) {
  const photos = await adminQuery<{ id: string; alt: string }[]>(request, "photos.list", { parkId });
  for (const photo of photos.filter((candidate) => candidate.alt === alt)) {
    await request.post("/api/trpc/admin.photos.remove", { data: { json: { photoId: photo.id } } });
  }
}

test("an admin uploads a park photo with its description, guests see it in the park's gallery, and it is removed", async ({
  page,
}) => {
  test.setTimeout(180_000);
  page.setDefaultTimeout(20_000);
  const login = await page.request.post("/api/trpc/booking.authentication.login", {
    data: { json: { email: "admin@lantern.example", password: "lantern-demo-staff" } },
  });
  expect(login.ok()).toBe(true);
  const parks = await adminQuery<{ id: string; slug: string }[]>(page.request, "parks.list");
  const parkId = parks.find((park) => park.slug === PARK.slug)!.id;
  const alt = `Wagons in a circle at dusk (${Date.now()})`;
  const png = await sharp({ create: { width: 1400, height: 900, channels: 3, background: "#6b4f2a" } })
    .png()
    .toBuffer();

  try {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin/photos?park=${PARK.slug}`);
      await expect(page.getByRole("heading", { name: "Photos", level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: `Photos of ${PARK.name}` })).toBeVisible();
      await expectNoAxeViolations(page);
    }

    // Without a description the form answers at that field and uploads nothing.
    const upload = page.getByRole("region", { name: `Add a photo to ${PARK.name}` });
    await upload.getByLabel("Photo").setInputFiles({
      name: "wagons.png",
      mimeType: "image/png",
      buffer: png,
    });
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(
      page.getByText("Describe what the photo shows, for guests who cannot see it."),
    ).toBeVisible();

    await upload.getByLabel("Description (alt text)").fill(alt);
    await upload.getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByText(`Uploaded “${alt}”`)).toBeVisible({ timeout: 60_000 });
    await expect(
      page.getByRole("article", { name: /^Photo 1 of / }).getByText(alt, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: `Remove photo 1: ${alt}` })).toBeVisible();
    await expectNoAxeViolations(page);

    // The park page shows it, with its stored widths as the srcset, served as WebP.
    await page.goto(`/${PARK.slug}`);
    const photo = page.getByRole("list", { name: "Photos" }).getByRole("img", { name: alt });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toBeVisible();
    expect(await photo.getAttribute("srcset")).toMatch(/\/media\/photos\/[0-9a-f-]+\/640 640w/);
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const src = await photo.evaluate((image: HTMLImageElement) => image.currentSrc);
    const served = await page.request.get(src);
    expect(served.headers()["content-type"]).toBe("image/webp");

    // Removing it asks first; the park page shows its illustrations again.
    await page.goto(`/admin/photos?park=${PARK.slug}`);
    await page.getByRole("button", { name: `Remove photo 1: ${alt}` }).click();
    const dialog = page.getByRole("dialog", { name: "Remove this photo?" });
    await dialog.getByRole("button", { name: "Remove photo" }).click();
    await expect(page.getByText(`Removed “${alt}”.`)).toBeVisible();
    await page.goto(`/${PARK.slug}`);
    await expect(page.getByRole("list", { name: "Photos" }).getByRole("img").first()).toBeVisible();
    await expect(page.getByRole("img", { name: alt })).toHaveCount(0);
  } finally {
    await removeUploaded(page.request, parkId, alt);
  }
});
