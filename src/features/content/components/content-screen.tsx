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
const TABS: { value: string; label: string; Panel: ComponentType<PanelProps> }[] = [
  { value: "banner", label: "Banner", Panel: ContentBannerPanel },
  { value: "menus", label: "Menu links", Panel: ContentMenusPanel },
  { value: "pages", label: "Pages", Panel: ContentPagesPanel },
  { value: "events", label: "Member events", Panel: ContentMemberEventsPanel },
];

/**
 * `/admin/content`: the site-wide banner, the menus, the information pages and the member events, one tab each.
 * Guests see every change on their next page load.
 */
export function ContentScreen({ parks }: { parks: Park[] }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const done = (text: string) => setNotice({ tone: "done", text });
  return (
    <>
      <div className={consoleStyles.pageHead}>
        <h1>Content</h1>
      </div>
      <ConsoleNotice notice={notice} onDismiss={() => setNotice(null)} />
      <Tabs defaultValue="banner" keepMounted={false} onChange={() => setNotice(null)}>
        <Tabs.List mb="md">
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} className={styles.tap}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel parks={parks} onDone={done} onStart={() => setNotice(null)} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
