import type { TPhotoGalleries } from "./photos.schemas";

/** The gallery the photos screen shows: the park's own, a campsite type's (`type:id`) or a site's (`site:id`). */
export type GalleryChoice = "park" | `type:${string}` | `site:${string}`;

type Option = { value: string; label: string };

const photosWord = (count: number) =>
  count === 0 ? "no photos" : count === 1 ? "1 photo" : `${count} photos`;
const inactiveWord = (active: boolean) => (active ? "" : ", inactive");

/** The input of `admin.photos.list` and `upload` for a choice. */
export function galleryInput(
  parkId: string,
  choice: GalleryChoice,
): { parkId: string; campsiteTypeId?: string; campsiteId?: string } {
  if (choice.startsWith("type:")) return { parkId, campsiteTypeId: choice.slice(5) };
  if (choice.startsWith("site:")) return { parkId, campsiteId: choice.slice(5) };
  return { parkId };
}

/** A choice that still names a gallery of the park, or the park's own gallery. */
export function knownChoice(galleries: TPhotoGalleries, choice: string): GalleryChoice {
  const known = galleries.types.some(
    (type) => choice === `type:${type.id}` || type.sites.some((site) => choice === `site:${site.id}`),
  );
  return known ? (choice as GalleryChoice) : "park";
}

/** The gallery picker's options: the park's own first, then each type followed by its sites, with their counts. */
export function galleryOptions(
  galleries: TPhotoGalleries,
  parkName: string,
): (Option | { group: string; items: Option[] })[] {
  return [
    { value: "park", label: `${parkName}: the park's gallery (${photosWord(galleries.parkPhotoCount)})` },
    ...galleries.types.map((type) => ({
      group: type.name,
      items: [
        {
          value: `type:${type.id}`,
          label: `${type.name}: every site of this type (${photosWord(type.photoCount)}${inactiveWord(type.active)})`,
        },
        ...type.sites.map((site) => ({
          value: `site:${site.id}`,
          label: `Site ${site.name} (${photosWord(site.photoCount)}${inactiveWord(site.active)})`,
        })),
      ],
    })),
  ];
}

/** The chosen gallery in words ("Orchard Tent Site", "site O1 of Orchard Tent Site"). */
export function galleryName(galleries: TPhotoGalleries, choice: GalleryChoice, parkName: string): string {
  for (const type of galleries.types) {
    if (choice === `type:${type.id}`) return type.name;
    const site = type.sites.find((candidate) => choice === `site:${candidate.id}`);
    if (site) return `site ${site.name} of ${type.name}`;
  }
  return parkName;
}
