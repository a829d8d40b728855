"use client";

import { Tabs } from "@mantine/core";
import { useState } from "react";
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
          <Tabs.Tab value="banner" className={styles.tap}>
            Banner
          </Tabs.Tab>
          <Tabs.Tab value="menus" className={styles.tap}>
            Menu links
          </Tabs.Tab>
          <Tabs.Tab value="pages" className={styles.tap}>
            Pages
          </Tabs.Tab>
          <Tabs.Tab value="events" className={styles.tap}>
            Member events
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="banner">
          <ContentBannerPanel onDone={done} onStart={() => setNotice(null)} />
        </Tabs.Panel>
        <Tabs.Panel value="menus">
          <ContentMenusPanel onDone={done} onStart={() => setNotice(null)} />
        </Tabs.Panel>
        <Tabs.Panel value="pages">
          <ContentPagesPanel parks={parks} onDone={done} onStart={() => setNotice(null)} />
        </Tabs.Panel>
        <Tabs.Panel value="events">
          <ContentMemberEventsPanel parks={parks} onDone={done} onStart={() => setNotice(null)} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
