import { IconCampfire, IconCaravan, IconHome, IconPhone, IconTent } from "@tabler/icons-react";
import { WishListButton } from "@/features/wishlist/components/wish-list-button";
import { amenityLabel } from "@/lib/campsites/amenities";
import { CATEGORY_LABELS, type CampsiteCategory } from "@/lib/campsites/categories";
import { formatUsd } from "@/lib/money";
import { GalleryImage } from "@/lib/ui/gallery-image";
import { LightboxButton, PhotoLightbox } from "@/lib/ui/photo-lightbox";
import { startingNightlyPrice } from "../campsite-categories";
import { telHref } from "../park-contact";
import type { CampsiteTypeDetail, ParkDetail } from "../park-detail";
import styles from "./campsite-type-cards.module.css";
import ui from "./park-ui.module.css";
import { StayTypeFacts } from "./stay-type-facts";

const CATEGORY_ICONS = { tent: IconTent, rv: IconCaravan, lodging: IconHome, other: IconCampfire } as const;

/** Cards show this many amenities; the rest are counted. */
const AMENITIES_SHOWN = 5;

type CampsiteTypeCardsProps = {
  park: Pick<ParkDetail, "id" | "slug" | "phone" | "auxiliaryPricing"> & { pageName: string };
  types: CampsiteTypeDetail[];
  /** Each reviewed type's site rating from its guests' published reviews, by type id. */
  ratings?: Readonly<Record<string, { average: number; count: number }>>;
};

/** Where the booking home opens with this park and stay type chosen. */
export function bookTypeHref(parkSlug: string, typeId: string): string {
  return `/?${new URLSearchParams({ park: parkSlug, type: typeId }).toString()}`;
}

function CategoryBadge({ category }: { category: CampsiteCategory }) {
  const Icon = CATEGORY_ICONS[category];
  return (
    <span className={styles.category}>
      <Icon aria-hidden size={16} stroke={2} />
      {CATEGORY_LABELS[category]}
    </span>
  );
}

/** The park's stay types as cards: photo, category, "from" price, occupancy and how to book. */
export function CampsiteTypeCards({ park, types, ratings = {} }: CampsiteTypeCardsProps) {
  if (types.length === 0) {
    return <p>This park has no sites open for booking right now. Call us to plan a stay.</p>;
  }
  return (
    <ul className={styles.grid} aria-label="Stay types">
      {types.map((type) => {
        const fromCents = startingNightlyPrice(type, park.auxiliaryPricing);
        const photo = type.gallery[0];
        const extraAmenities = type.amenities.length - AMENITIES_SHOWN;
        const rating = ratings[type.id];
        return (
          <li key={type.id}>
            <article id={`type-card-${type.id}`} className={styles.card} aria-labelledby={`type-${type.id}`}>
              <div className={styles.media}>
                {photo && (
                  <LightboxButton gallery={`type-${type.id}`} index={0}>
                    <GalleryImage
                      photo={photo}
                      sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 400px"
                      className={styles.photo}
                    />
                  </LightboxButton>
                )}
                {photo && (
                  <PhotoLightbox
                    gallery={`type-${type.id}`}
                    title={`${type.name} at ${park.pageName}`}
                    photos={type.gallery}
                  />
                )}
                <CategoryBadge category={type.category} />
                <WishListButton
                  parkId={park.id}
                  campsiteTypeId={type.id}
                  name={`${type.name} at ${park.pageName}`}
                  className={styles.heart}
                />
              </div>
              <div className={styles.body}>
                <h3 id={`type-${type.id}`} className={styles.name}>
                  {type.name}
                </h3>
                {rating && (
                  <a
                    className={`tap-link ${styles.rating}`}
                    href={`/${park.slug}?reviews=${encodeURIComponent(type.slug)}#reviews`}
                  >
                    <span aria-hidden="true">★</span> {rating.average.toFixed(1)} · {rating.count}{" "}
                    {rating.count === 1 ? "review" : "reviews"}
                    <span className="visually-hidden"> of {type.name}, site rated out of 5</span>
                  </a>
                )}
                <StayTypeFacts type={type} className={styles.facts} />
                {type.description && <p className={styles.description}>{type.description}</p>}
                {type.amenities.length > 0 && (
                  <ul className={`${ui.chips} ${styles.amenities}`} aria-label={`Amenities of ${type.name}`}>
                    {type.amenities.slice(0, AMENITIES_SHOWN).map((amenity) => (
                      <li key={amenity} className={ui.chip}>
                        {amenityLabel(amenity)}
                      </li>
                    ))}
                    {extraAmenities > 0 && <li className={ui.chip}>+{extraAmenities} more</li>}
                  </ul>
                )}
                <div className={styles.footer}>
                  <div>
                    {fromCents !== null ? (
                      <p className={styles.price}>
                        From <strong>{formatUsd(fromCents)}</strong>/night
                      </p>
                    ) : (
                      <p className={styles.price}>Rates on request</p>
                    )}
                    {type.bookableOnline && type.lockFeeCents > 0 && (
                      <p className={styles.note}>Pick your exact site for {formatUsd(type.lockFeeCents)}</p>
                    )}
                  </div>
                  {type.bookableOnline ? (
                    <a href={bookTypeHref(park.slug, type.id)} className={ui.primary}>
                      Book<span className="visually-hidden"> {type.name}</span>
                    </a>
                  ) : (
                    <a href={telHref(park.phone)} className={ui.outline}>
                      <IconPhone aria-hidden size={18} stroke={2} />
                      Call the park to book
                    </a>
                  )}
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
