"use client";

import { Tabs } from "@mantine/core";
import { type ComponentType, useState } from "react";
import {
  ConsoleNotice,
  consoleStyles,
  type Notice,
  consoleFormStyles as styles,
} from "@/features/console/client";
import { ContentBannerPanel } from "./content-banner-panel";
import { ContentMemberEventsPanel } from "./content-member-events-panel";
import { ContentMenusPanel } from "./content-menus-panel";
import { ContentPagesPanel } from "./content-pages-panel";

type Park = { id: string; slug: string; name: string };
type PanelProps = { parks: Park[]; onDone: (text: string) => void; onStart: () => void };

/** The tabs in their order; a panel that has no use for the parks leaves them. */
const TABS: { value: string; label: string; Panel: ComponentType<PanelProps>; siteWide: boolean }[] = [
  { value: "banner", label: "Banner", Panel: ContentBannerPanel, siteWide: true },
  { value: "menus", label: "Menu links", Panel: ContentMenusPanel, siteWide: true },
  { value: "pages", label: "Pages", Panel: ContentPagesPanel, siteWide: true },
  { value: "events", label: "Member events", Panel: ContentMemberEventsPanel, siteWide: false },
];

/**
 * `/admin/content`: the site-wide banner, the menus, the information pages and the member events, one tab each.
 * Guests see every change on their next page load. A member limited to some parks (`siteWide` false) has only
 * the member events of their parks: the rest shows at every park.
 */
export function ContentScreen({ parks, siteWide }: { parks: Park[]; siteWide: boolean }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const tabs = TABS.filter((tab) => siteWide || !tab.siteWide);
  const done = (text: string) => setNotice({ tone: "done", text });
  return (
    <>
      <div className={consoleStyles.pageHead}>
        <h1>Content</h1>
      </div>
      {siteWide ? null : (
        <p>
          The banner, menu links and pages show at every park: a member who works at every park changes them.
          Your parks' member events are here.
        </p>
      )}
      <ConsoleNotice notice={notice} onDismiss={() => setNotice(null)} />
      <Tabs defaultValue={tabs[0]!.value} keepMounted={false} onChange={() => setNotice(null)}>
        <Tabs.List mb="md">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} className={styles.tap}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel parks={parks} onDone={done} onStart={() => setNotice(null)} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
