/**
 * Demo pages about the places and things to do: activities, attractions, amenities and the regional page.
 * Distances are approximate road miles from Roscoe.
 */
import type { ContentBlock } from "../schema";
import type { DemoPage } from "./demo-content";

const p = (text: string): ContentBlock => ({ type: "paragraph", text });
const h = (text: string): ContentBlock => ({ type: "heading", text });
const card = (title: string, text: string, distanceMiles?: number): ContentBlock =>
  distanceMiles === undefined ? { type: "card", title, text } : { type: "card", title, text, distanceMiles };

const activities: DemoPage = {
  key: "activities",
  title: "Things to do",
  description: "Fly fishing, tubing, paddling, hiking and dark-sky stargazing around Roscoe, NY.",
  blocks: [
    p("Days here start early on the river and end late around the fire. A few of our favourites:"),
    card(
      "Fly fishing the Beaverkill",
      "Wade the storied pools below Roscoe for wild browns and rainbows. Spring brings the big mayfly " +
        "hatches; ask at the office for the week's hatch report and a hand-drawn map of the pools.",
    ),
    card(
      "Tubing on a lazy afternoon",
      "When summer flows drop, the Beaverkill turns into a slow, clear float. Start above Beaverkill Bend and " +
        "drift back to your site. Life jackets on, always.",
    ),
    card(
      "Paddling the valley",
      "Rent a sit-on-top kayak for half a day and explore the quiet stretches, or bring your own and use our " +
        "launches at Beaverkill Bend and the Willowemoc outpost.",
    ),
    card(
      "Hiking the Willowemoc Wild Forest",
      "Loop around Frick Pond on an easy trail through hemlocks and boardwalked wetlands, or climb to " +
        "fire-tower views on a longer day.",
    ),
    card(
      "Stargazing",
      "Far from city lights, the Milky Way rises over the ridge on clear summer nights. The open meadow at the " +
        "wagon outpost is the best seat in the house.",
    ),
    card(
      "Farm days at Trout Town Farms",
      "Feed the trout, meet the goats, pick apples in September and hitch a ride on the Saturday hay wagon.",
    ),
    card(
      "Campfire music nights",
      "Friday nights in summer, local musicians play by the big fire pit at the wagon outpost. Bring a chair.",
    ),
  ],
};

const attractions: DemoPage = {
  key: "attractions",
  title: "Nearby attractions",
  description: "Museums, rivers, trails and day trips within an hour of our parks.",
  blocks: [
    p("Everything here is an easy drive from any Lantern park; distances are from Roscoe."),
    card(
      "Catskill Fly Fishing Center & Museum",
      "Rods, flies and stories of the anglers who made these rivers famous, with casting lessons on the " +
        "Willowemoc out back.",
      5,
    ),
    card(
      "Roscoe O&W Railway Museum",
      "A little museum in a red caboose and depot, remembering the railroad that brought anglers up from the " +
        "city.",
      0.5,
    ),
    card(
      "Junction Pool",
      "Where the Beaverkill and the Willowemoc meet: the most famous pool in American fly fishing, and a fine " +
        "spot to watch the evening rise.",
      0.3,
    ),
    card(
      "Beaverkill Covered Bridge",
      "A 19th-century lattice-truss bridge over the upper Beaverkill, with a swimming hole below it.",
      8,
    ),
    card(
      "Livingston Manor",
      "A short hop east: a walkable main street with cafes, shops and a craft brewery.",
      6,
    ),
    card(
      "Upper Delaware River",
      "Big water for canoe trips, eagles overhead and river towns along the New York–Pennsylvania line.",
      20,
    ),
    card(
      "Bethel Woods Center for the Arts",
      "Summer concerts on the site of the 1969 Woodstock festival, and a museum about the decade.",
      28,
    ),
  ],
};

const amenities: DemoPage = {
  key: "amenities",
  title: "Amenities",
  description: "Bathhouses, a waterslide and pool, camp stores, Wi-Fi, laundry, a dog park and river access.",
  blocks: [
    p("What you will find at our parks (each park page lists exactly what it has):"),
    card("Bathhouses", "Clean restrooms and hot showers, checked every morning and every evening."),
    card(
      "Waterslide and pool",
      "At Trout Town Farms, open daily from Memorial Day to Labor Day, 10 am to 7 pm.",
    ),
    card("Camp stores", "Ice, firewood, s'mores fixings, fishing flies and the forgotten can opener."),
    card("On-site dumpsters", "Trash and recycling by every park entrance, emptied daily in season."),
    card("Wi-Fi", "Free at the offices and bathhouses, and at most sites of the larger parks."),
    card("Laundry", "Coin-free washers and dryers at Trout Town Farms and Beaverkill Bend."),
    card("Dog park", "A fenced acre at Trout Town Farms, with a water spigot and shade."),
    card("River access", "Fishing access and kayak launches at Beaverkill Bend and the Willowemoc outpost."),
  ],
};

const roscoeAndBeyond: DemoPage = {
  key: "roscoe-and-beyond",
  title: "Roscoe & beyond",
  description:
    "Trout Town USA and the western Catskills: rivers, small towns, covered bridges and big skies.",
  blocks: [
    h("Trout Town USA"),
    p(
      "Roscoe calls itself Trout Town USA, and it has earned it: the Beaverkill and the Willowemoc meet at " +
        "Junction Pool, at the edge of town, and anglers have come here for well over a century. Opening day of " +
        "trout season in April still draws a crowd to the riverbank.",
    ),
    h("Main street"),
    p(
      "Stewart Avenue has a diner that serves breakfast all day, a fly shop that ties its own patterns, a " +
        "brewery and a general store. Everything is within a short walk.",
    ),
    h("The western Catskills"),
    p(
      "Beyond town, quiet roads wind through farm valleys and state forest. Follow the Beaverkill upstream " +
        "to its covered bridge, drive east to Livingston Manor, or west to the Delaware for a day on big water.",
    ),
    h("Seasons"),
    p(
      "Spring is for mayfly hatches and wildflowers, summer for tubing and stargazing, fall for blazing maples " +
        "and apple picking. In winter the cabins at Beaverkill Bend stay warm while the valley goes quiet.",
    ),
  ],
};

export const DEMO_PAGES_PLACES: DemoPage[] = [activities, attractions, amenities, roscoeAndBeyond];
