"use client";

import { Checkbox, TextInput } from "@mantine/core";
import { useState } from "react";

import { AMENITY_CODES, amenityLabel } from "@/lib/campsites/amenities";

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
      <Checkbox.Group
        label="Amenities"
        value={known}
        onChange={(ticked) => onChange(merged(ticked, other))}
        error={error}
      >
        <div className={styles.checks}>
          {AMENITY_CODES.map((code) => (
            <Checkbox
              key={code}
              value={code}
              label={amenityLabel(code)}
              classNames={{ body: styles.checkBody, label: styles.checkLabel }}
            />
          ))}
        </div>
      </Checkbox.Group>
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
