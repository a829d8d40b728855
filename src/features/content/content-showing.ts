/**
 * Which banner and which member event guests see at `now`, by the guest site's own rules (content.service's
 * `findCurrentBanner`, membership.service's `findActiveMembershipEvent`), so the console can mark them.
 */

type BannerWindow = {
  id: string;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  createdAt: Date;
};

/**
 * The newest active banner whose window (open on either end) contains `now` and whose offer can be used (`usable`:
 * every promo code it names can be used today, decision 0073), or null.
 */
export function bannerShowingAt<Banner extends BannerWindow>(
  banners: readonly Banner[],
  now: Date,
  usable: (banner: Banner) => boolean = () => true,
): string | null {
  const showing = banners
    .filter(
      (banner) =>
        banner.active &&
        (banner.startsAt === null || banner.startsAt <= now) &&
        (banner.endsAt === null || banner.endsAt > now) &&
        usable(banner),
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return showing[0]?.id ?? null;
}

type EventWindow = { id: string; startsAt: Date; endsAt: Date };

/** The most recently started event running at `now` (it starts at or before `now` and ends after), or null. */
export function eventRunningAt(events: readonly EventWindow[], now: Date): string | null {
  const running = events
    .filter((event) => event.startsAt <= now && event.endsAt > now)
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  return running[0]?.id ?? null;
}
