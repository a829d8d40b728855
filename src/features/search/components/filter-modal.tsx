"use client";

import {
  Button,
  Checkbox,
  Chip,
  Divider,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import {
  EQUIPMENT_TYPES,
  type EquipmentType,
  type FilterCategory,
  type SearchFilters,
  type SlideOut,
} from "@/features/availability/engine-types";
import { AMENITY_CODES, amenityLabel } from "@/lib/campsites/amenities";
import { CAMPSITE_CATEGORIES, CATEGORY_LABELS } from "@/lib/campsites/categories";
import { useTRPC } from "@/lib/trpc/react";
import { useUiStore } from "@/lib/ui-store";
import { chooseCategory, chooseSlideOut, setRvLength } from "../search-filters";
import { type SearchState, searchStateQuery, toSearchInput, withQuery } from "../search-state";
import styles from "./filter-modal.module.css";
import { SLIDE_OUT_LABELS } from "./search-bar";
import { ToolbarModal } from "./toolbar-modal";

const CATEGORY_OPTIONS: { value: FilterCategory; label: string }[] = [
  { value: "all", label: "All" },
  ...CAMPSITE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];

const toDollars = (cents: number | undefined) => (cents === undefined ? "" : Math.round(cents / 100));
const toCents = (value: string | number) => (typeof value === "number" ? value * 100 : undefined);
const orUndefined = <T,>(list: T[]) => (list.length > 0 ? list : undefined);

function without<K extends keyof SearchFilters>(filters: SearchFilters, key: K, value: SearchFilters[K]) {
  const next = { ...filters, [key]: value };
  if (value === undefined) delete next[key];
  return next;
}

type FilterModalProps = { state: SearchState; featureOptions: string[]; action: string };

/**
 * Every filter of spec §3 in one dialog. The apply button counts the parks the filters would leave, live
 * (`searchParks` with the draft), so nobody applies a filter that empties the page without knowing.
 */
export function FilterModal({ state, featureOptions, action }: FilterModalProps) {
  const trpc = useTRPC();
  const router = useRouter();
  const opened = useUiStore((store) => store.modals.filter);
  const setModal = useUiStore((store) => store.setModal);
  const [draft, setDraft] = useState<SearchFilters>(state.filters);
  useEffect(() => {
    if (opened) setDraft(state.filters);
  }, [opened, state.filters]);
  const [debounced] = useDebouncedValue(draft, 300);
  const input = toSearchInput({ ...state, filters: debounced });
  const count = useQuery({
    ...trpc.booking.search.searchParks.queryOptions(
      input ?? { dates: { start: "", end: "" }, guests: state.guests },
    ),
    enabled: opened && input !== null,
    placeholderData: keepPreviousData,
  });
  // Parks with sites that match, within the park a Book Now link scoped the search to.
  const available = count.data?.results.filter(
    (park) => park.availability === "AVAILABLE" && (state.park === null || park.slug === state.park),
  ).length;
  const hasLocation = state.location !== null;
  const close = () => setModal("filter", false);

  const apply = () => {
    router.push(withQuery(action, searchStateQuery({ ...state, filters: draft })), { scroll: false });
    close();
  };

  const applyLabel =
    input === null
      ? "Apply filters"
      : available === undefined
        ? "Counting parks…"
        : available === 0
          ? "No park has matching sites — apply anyway"
          : `Show ${available} park${available === 1 ? "" : "s"} with sites`;

  return (
    <ToolbarModal flag="filter" title="Filters" size="lg" closeLabel="Close filters">
      <Stack gap="lg">
        <section aria-labelledby="filter-category">
          <Title order={3} id="filter-category" className={styles.heading}>
            Site type
          </Title>
          <Chip.Group
            multiple={false}
            value={draft.category ?? "all"}
            onChange={(value) => setDraft((current) => chooseCategory(current, value as FilterCategory))}
          >
            <Group gap="xs" role="radiogroup" aria-labelledby="filter-category">
              {CATEGORY_OPTIONS.map((option) => (
                <Chip key={option.value} value={option.value} type="radio" variant="outline" size="md">
                  {option.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </section>

        <section aria-labelledby="filter-price">
          <Title order={3} id="filter-price" className={styles.heading}>
            Price per night
          </Title>
          <SimpleGrid cols={2}>
            <NumberInput
              label="Minimum ($)"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={toDollars(draft.priceMin)}
              onChange={(value) => setDraft((current) => without(current, "priceMin", toCents(value)))}
            />
            <NumberInput
              label="Maximum ($)"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={toDollars(draft.priceMax)}
              onChange={(value) => setDraft((current) => without(current, "priceMax", toCents(value)))}
            />
          </SimpleGrid>
        </section>

        <section aria-labelledby="filter-distance">
          <Title order={3} id="filter-distance" className={styles.heading}>
            Distance (miles)
          </Title>
          {!hasLocation && (
            <Text size="sm" c="dimmed" mb="xs">
              Add where you are coming from in the search to filter by distance.
            </Text>
          )}
          <SimpleGrid cols={2}>
            <NumberInput
              label="At least"
              min={0}
              allowNegative={false}
              disabled={!hasLocation}
              value={draft.distanceMin ?? ""}
              onChange={(value) =>
                setDraft((current) =>
                  without(current, "distanceMin", typeof value === "number" ? value : undefined),
                )
              }
            />
            <NumberInput
              label="At most"
              min={0}
              allowNegative={false}
              disabled={!hasLocation}
              value={draft.distanceMax ?? ""}
              onChange={(value) =>
                setDraft((current) =>
                  without(current, "distanceMax", typeof value === "number" ? value : undefined),
                )
              }
            />
          </SimpleGrid>
        </section>

        {featureOptions.length > 0 && (
          <Checkbox.Group
            label="Park features"
            description="Parks with every feature you pick"
            value={draft.parkFeatures ?? []}
            onChange={(value) => setDraft((current) => without(current, "parkFeatures", orUndefined(value)))}
            classNames={{ label: styles.heading }}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
              {featureOptions.map((feature) => (
                <Checkbox size="md" key={feature} value={feature} label={feature} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}

        <Checkbox.Group
          label="Equipment"
          description="Sites that take any of these"
          value={draft.equipmentTypes ?? []}
          onChange={(value) =>
            setDraft((current) => without(current, "equipmentTypes", orUndefined(value as EquipmentType[])))
          }
          classNames={{ label: styles.heading }}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
            {EQUIPMENT_TYPES.map((type) => (
              <Checkbox size="md" key={type} value={type} label={type} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>

        <Divider />
        <section aria-labelledby="filter-rv">
          <Title order={3} id="filter-rv" className={styles.heading}>
            RV sites
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            Any of these shows RV sites only.
          </Text>
          <NumberInput
            label="Fits an RV of at least (ft)"
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            value={draft.rvLength ?? ""}
            onChange={(value) =>
              setDraft((current) => setRvLength(current, typeof value === "number" ? value : undefined))
            }
          />
          <Text fw={500} size="sm" mt="sm" id="filter-slideout">
            Slide-outs
          </Text>
          <Group gap="xs" mt={4} role="group" aria-labelledby="filter-slideout">
            {([0, 1, 2] as SlideOut[]).map((value) => (
              <Chip
                key={value}
                checked={draft.rvSlideout === value}
                onChange={() => setDraft((current) => chooseSlideOut(current, value))}
                variant="outline"
              >
                {SLIDE_OUT_LABELS[value]}
              </Chip>
            ))}
          </Group>
          <Checkbox.Group
            label="RV types"
            description="Sites that take every type you pick"
            mt="sm"
            value={draft.rvTypes ?? []}
            onChange={(value) =>
              setDraft((current) =>
                value.length > 0
                  ? { ...current, rvTypes: value, category: "rv" }
                  : without(current, "rvTypes", undefined),
              )
            }
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
              {EQUIPMENT_TYPES.filter((type) => type !== "Tent").map((type) => (
                <Checkbox size="md" key={type} value={type} label={type} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </section>
        <Divider />

        <Checkbox.Group
          label="Site amenities"
          description="Sites with every amenity you pick"
          value={draft.siteAmenities ?? []}
          onChange={(value) => setDraft((current) => without(current, "siteAmenities", orUndefined(value)))}
          classNames={{ label: styles.heading }}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
            {AMENITY_CODES.map((code) => (
              <Checkbox size="md" key={code} value={code} label={amenityLabel(code)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Divider />

        <Checkbox
          size="md"
          label="Accessible site"
          description="Only sites built for guests with disabilities; they are booked like any other site, no extra fee."
          checked={draft.accessible === true}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setDraft((current) => without(current, "accessible", checked ? true : undefined));
          }}
        />

        <Group justify="space-between" className={styles.actions}>
          <Button variant="subtle" onClick={() => setDraft({})}>
            Clear all
          </Button>
          <Button onClick={apply} aria-live="polite">
            {applyLabel}
          </Button>
        </Group>
      </Stack>
    </ToolbarModal>
  );
}
