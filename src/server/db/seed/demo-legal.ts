/**
 * The footer's policies (Privacy, Terms, Accessibility statement), as a US campground operator in New York would
 * publish them. Staff edit them like any information page; the site shows them at /legal/<name>.
 */
import type { ContentBlock } from "../schema";
import { CONTACT, type DemoPage } from "./demo-content";

const p = (text: string): ContentBlock => ({ type: "paragraph", text });
const h = (text: string): ContentBlock => ({ type: "heading", text });
const list = (...items: string[]): ContentBlock => ({ type: "list", items });

const EFFECTIVE = "These terms take effect on January 1, 2025.";
const mailing = `${CONTACT.address.line1}, ${CONTACT.address.city}, ${CONTACT.address.state} ${CONTACT.address.postalCode}`;

const privacy: DemoPage = {
  key: "legal/privacy",
  title: "Privacy policy",
  description:
    "What we collect when you book or browse, why, who we share it with, and the choices you have.",
  blocks: [
    p(
      "Lantern Parks operates campgrounds in and around Roscoe, New York, and this booking site. This policy " +
        "explains what personal information we collect, how we use it and the choices you have. It applies to " +
        "this website, our e-mails and our park offices. Effective January 1, 2025.",
    ),
    h("What we collect"),
    list(
      "Booking details: the names, e-mail address, phone number and postal address of the person booking, the " +
        "size of the party, pets, vehicles and the length and type of an RV.",
      "Payment details: cards are handled by our payment processor; we keep only the card brand, the last four " +
        "digits and the amounts charged or refunded.",
      "Account details: your e-mail address, a securely hashed password, your Rewards membership and wish list.",
      "Messages you send us through the contact form, by e-mail or by phone.",
      "Technical data: pages visited, the browser and device used and an approximate location from the IP " +
        "address, kept in server logs for security and, only if analytics are switched on, in aggregate statistics.",
    ),
    h("How we use it"),
    list(
      "To take, change and cancel reservations, collect payment and send confirmations and reminders.",
      "To run the parks: check-in lists, site assignments, safety and incident records.",
      "To provide your account, Rewards membership and member prices.",
      "To answer your questions and improve the site.",
      "To prevent fraud and abuse, and to meet our legal, tax and accounting obligations.",
    ),
    p(
      "We send marketing e-mail only to guests who asked for it, and every such e-mail has a one-click way to " +
        "stop. We never sell or rent your personal information, and we do not share it for cross-context " +
        "behavioral advertising.",
    ),
    h("Who we share it with"),
    list(
      "Service providers who work for us under contract: payment processing, e-mail delivery, hosting and error " +
        "reporting. They may use the data only to provide their service to us.",
      "The park you stay at, which sees your reservation and contact details.",
      "Authorities, when the law requires it or to protect the safety of guests and staff.",
    ),
    h("How long we keep it"),
    p(
      "Reservation and payment records are kept for seven years for tax and accounting purposes. Accounts are " +
        "kept until you delete them; contact-form messages for two years; server logs for 30 days.",
    ),
    h("Your choices and rights"),
    p(
      "You can see and correct your details in your account at any time. You may ask us for a copy of the " +
        "personal information we hold about you, or ask us to delete it, and we will answer within 45 days. " +
        "Residents of states with their own privacy laws (such as California, Colorado, Connecticut or " +
        "Virginia) have these rights under those laws, and we honor them for every guest. We do not knowingly " +
        "collect information from children under 13; a parent or guardian books for them.",
    ),
    h("Security"),
    p(
      "Pages are served over HTTPS, passwords are stored only as salted hashes, and staff see guest data only " +
        "as far as their job needs. If a breach affects your information, we will tell you as New York's " +
        "SHIELD Act requires.",
    ),
    h("Contact"),
    p(
      `Questions or requests: ${CONTACT.email}, ${CONTACT.phone}, or by mail to Lantern Parks, ${mailing}. ` +
        "We will post any change to this policy on this page and, for significant changes, e-mail account holders.",
    ),
  ],
};

const terms: DemoPage = {
  key: "legal/terms",
  title: "Terms of use and booking",
  description:
    "The terms for using this site and booking a stay: prices, payment, cancellations and park rules.",
  blocks: [
    p(
      "These terms apply when you use this website or book a stay at a Lantern Parks campground. By booking " +
        `you accept them on behalf of everyone in your party. ${EFFECTIVE}`,
    ),
    h("Reservations"),
    list(
      "The person who books must be at least 18 years old and present for the whole stay.",
      "A reservation is confirmed once payment is taken and you receive a confirmation number by e-mail.",
      "Each site has a maximum number of guests, pets and vehicles, and RV sites a maximum rig length. Arriving " +
        "with more, or with a larger rig, may mean a different site at a different price, or no site.",
      "Check-in and check-out times are shown on each park's page and on your confirmation.",
    ),
    h("Prices, taxes and fees"),
    p(
      "Prices are in US dollars. The total shown before you pay includes nightly rates, mandatory fees (such as " +
        "pet and extra-vehicle fees), the add-ons you choose, any discount and New York State and local sales " +
        "and occupancy taxes. Promotion codes and Rewards discounts cannot be combined unless the offer says so; " +
        "a member gets the larger of the two.",
    ),
    h("Changes and cancellations"),
    p(
      "Each park publishes its cancellation policy on its page, in your cart and next to the Pay button, with " +
        "the exact date until which you get a full refund. Refunds go back to the card used. We may cancel a " +
        "reservation for severe weather, flooding or another emergency; you then receive a full refund.",
    ),
    h("Lantern Rewards"),
    p(
      "Rewards is a yearly membership at $19.99 that renews automatically each year until you cancel, which you " +
        "can do online at any time; the membership then runs to the end of the year already paid.",
    ),
    h("Park rules"),
    list(
      "Quiet hours are 10 pm to 7 am.",
      "Fires only in the fire rings provided, never unattended; buy firewood locally.",
      "Pets on a leash of 6 feet or less, never left alone, and cleaned up after.",
      "Staff may ask anyone who endangers others or damages the park to leave, without refund.",
    ),
    p("Some activities, such as kayak rentals, need a signed waiver; see our waivers."),
    h("Using this site"),
    p(
      "Do not misuse the site, try to reach parts of it that are not meant for you, or book in bulk for resale. " +
        "We work to keep the information here accurate, but photos and site maps are illustrations and " +
        "availability can change until a booking is confirmed.",
    ),
    h("Liability"),
    p(
      "Nothing in these terms limits liability that cannot be limited by law. Otherwise, our liability for a " +
        "booking is limited to the amount you paid for it. These terms are governed by the laws of the State " +
        "of New York, and disputes belong to the courts of Sullivan County, New York.",
    ),
    h("Contact"),
    p(`${CONTACT.email}, ${CONTACT.phone}, Lantern Parks, ${mailing}.`),
  ],
};

const accessibility: DemoPage = {
  key: "legal/accessibility",
  title: "Accessibility statement",
  description:
    "Our commitment to an accessible website and accessible parks, and how to reach us if something is in the way.",
  blocks: [
    p(
      "Lantern Parks wants everyone to be able to plan and enjoy a stay with us. We design and test this site " +
        "to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.",
    ),
    h("What we do"),
    list(
      "Every page works with a keyboard alone and with screen readers, and shows where the focus is.",
      "Text and controls meet WCAG contrast ratios, and pages reflow on a phone without sideways scrolling.",
      "Images that carry meaning have text alternatives; forms name every field and say what went wrong.",
      "Automated accessibility checks run on every page before each release, alongside manual testing.",
    ),
    h("In the parks"),
    p(
      "Each park lists its accessible sites and cabins: level pads, paved or hard-packed paths, accessible " +
        "picnic tables and fire rings, and roll-in showers in the main bathhouses. Search with the accessible " +
        "filter or call the park to talk through what you need. Service animals are welcome everywhere in " +
        "every park, including pet-free sites and cabins.",
    ),
    h("Known limitations"),
    p(
      "The park site maps are pictures; every site they show is also listed as text with its features. Some " +
        "older PDF documents from the parks may not be fully accessible: ask and we will send the information " +
        "in another format.",
    ),
    h("Feedback and help"),
    p(
      `If something on this site is hard to use, or you need help booking, call ${CONTACT.phone} (9 am to 6 pm, ` +
        `every day in season) or write to ${CONTACT.email}. We answer within one business day and can take a ` +
        "booking by phone at the online price.",
    ),
    p("This statement was last reviewed in 2025."),
  ],
};

export const DEMO_PAGES_LEGAL: DemoPage[] = [privacy, terms, accessibility];
