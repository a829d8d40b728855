"use client";

import { TextInput } from "@mantine/core";
import { useState } from "react";

import { AMENITY_CODES, amenityLabel } from "@/lib/campsites/amenities";
import { CheckboxList } from "@/lib/ui/console-kit/checkbox-list";

import { codeFromWords } from "../inventory-slug";
import styles from "./sites.module.css";

const codesOf = (text: string) => [
  ...new Set(
    text
      .split(",")
      .map(codeFromWords)
      .filter((code) => code !== ""),
  ),
];

const AMENITY_CHOICES = AMENITY_CODES.map((code) => ({ value: code, label: amenityLabel(code) }));

const merged = (ticked: string[], other: string) => [...new Set([...ticked, ...codesOf(other)])];

/**
 * Amenities as the guest site labels and filters them: a box per known amenity, and any other typed in words
 * ("Outdoor shower, Hammock posts"), stored as codes like the known ones.
 */
export function SiteAmenitiesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (codes: string[]) => void;
  error?: string;
}) {
  const known = value.filter((code) => AMENITY_CODES.includes(code));
  const [other, setOther] = useState(() =>
    value
      .filter((code) => !AMENITY_CODES.includes(code))
      .map(amenityLabel)
      .join(", "),
  );
  return (
    <div>
      <CheckboxList
        label="Amenities"
        value={known}
        onChange={(ticked) => onChange(merged(ticked, other))}
        error={error}
        choices={AMENITY_CHOICES}
      />
      <TextInput
        label="Other amenities"
        description="In words, separated by commas."
        mt="xs"
        value={other}
        onChange={(event) => {
          setOther(event.currentTarget.value);
          onChange(merged(known, event.currentTarget.value));
        }}
        classNames={{ input: styles.tap }}
      />
    </div>
  );
}
