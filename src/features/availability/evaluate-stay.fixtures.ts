/** Result builders shared by the filter and sort tests. */
import type { CampsiteLocationResult, Category, ParkFacts, ResultCampsite, RvInfo } from "./engine-types";

export const campsite = (
  name: string,
  amenities: string[] = [],
  rvInfo: RvInfo | null = null,
): ResultCampsite => ({
  id: `site-${name}`,
  name,
  availability: "AVAILABLE",
  amenities,
  rvInfo,
  accessible: false,
});

export const result = (
  name: string,
  category: Category,
  options: {
    parkId?: string;
    average?: number | null;
    lowest?: number;
    campsites?: ResultCampsite[];
    /** The type's own amenities, which each of its sites has too. */
    amenities?: string[];
  } = {},
): CampsiteLocationResult => {
  const lowest = options.lowest ?? 1_000;
  const campsites = options.campsites ?? [campsite(`${name}-1`)];
  return {
    campsiteType: {
      id: `type-${name}`,
      parkId: options.parkId ?? "p1",
      name,
      campsiteCategoryCode: category,
      lowestBaselinePrice: lowest,
      amenities: options.amenities ?? [],
    },
    campsiteCategoryCode: category,
    averagePricePerNightWithoutDiscounts: options.average === undefined ? 5_000 : options.average,
    lowestBaselinePrice: lowest,
    smartPricing: null,
    mandatoryFees: [],
    memberPricing: null,
    failureReasons: [],
    campsites,
    maxAvailableRvLength: null,
    rvToTentEquipmentConversion: false,
  };
};

export const parks: Record<string, ParkFacts> = {
  p1: { distanceFromUser: 10, parkFeatures: ["Bathrooms", "Pool"] },
  p2: { distanceFromUser: 50, parkFeatures: ["Bathrooms"] },
  p3: { distanceFromUser: null, parkFeatures: ["Bathrooms", "Pool", "Waterpark"] },
};
