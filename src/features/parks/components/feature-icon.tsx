import {
  IconAxe,
  IconBath,
  IconBuildingStore,
  IconCircleCheck,
  IconDog,
  IconDroplet,
  IconFish,
  IconHorseToy,
  IconKayak,
  IconPool,
  IconRipple,
  IconTrash,
  IconTrekking,
  IconWashMachine,
  IconWifi,
  type TablerIcon,
} from "@tabler/icons-react";

/** Icons of the park features, by the name the page shows (after the spec §9 renames). */
const FEATURE_ICONS: Readonly<Record<string, TablerIcon>> = {
  Bathhouse: IconBath,
  "Hot Showers": IconDroplet,
  "On-site Dumpster": IconTrash,
  Waterslide: IconRipple,
  Pool: IconPool,
  "Wi-Fi": IconWifi,
  Playground: IconHorseToy,
  "Camp Store": IconBuildingStore,
  "River Fishing": IconFish,
  Laundry: IconWashMachine,
  "Dog Park": IconDog,
  Firewood: IconAxe,
  "Kayak Launch": IconKayak,
  "Hiking Trails": IconTrekking,
};

/** A decorative icon for a park feature; the feature's name carries the meaning. */
export function FeatureIcon({ name, size = 22 }: { name: string; size?: number }) {
  const Icon = FEATURE_ICONS[name] ?? IconCircleCheck;
  return <Icon aria-hidden size={size} stroke={1.75} />;
}
