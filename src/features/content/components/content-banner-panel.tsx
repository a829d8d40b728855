"use client";

import { Button } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { consoleStyles, StatusTag, consoleFormStyles as styles } from "@/features/console/client";

import { useTRPC } from "@/lib/trpc/react";
import { EditDialog } from "@/lib/ui/console-kit/edit-dialog";
import { EntityTable } from "@/lib/ui/console-kit/entity-table";
import { QueryView } from "@/lib/ui/console-kit/query-view";
import { momentWindowWords } from "../content-datetime";
import type { TBannerRow } from "../content-setup.schemas";

import { BannerForm } from "./content-banner-form";

type PanelProps = { onDone: (text: string) => void; onStart: () => void };

/** The site's promo banners: guests see the newest active one inside its window; the others wait or rest. */
export function ContentBannerPanel({ onDone, onStart }: PanelProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const banners = useQuery(trpc.admin.content.listBanners.queryOptions());
  const [editing, setEditing] = useState<TBannerRow | "new" | null>(null);
  const open = (banner: TBannerRow | "new") => {
    onStart();
    setEditing(banner);
  };

  return (
    <section className={consoleStyles.panel} aria-labelledby="banner-heading">
      <div className={styles.sectionHead}>
        <h2 id="banner-heading">Banner</h2>
        <Button className={styles.tap} onClick={() => open("new")}>
          Add a banner
        </Button>
      </div>
      <p className={styles.hint}>
        The banner above every page is the newest active one whose dates include now. Its link gets the
        utm_source, utm_medium and utm_campaign “banner” tags.
      </p>
      <QueryView
        query={banners}
        loading="Loading the banners…"
        empty="No banner yet: the site shows none."
        mutedClassName={consoleStyles.muted}
      >
        {(data) => (
          <EntityTable
            caption="Banners, newest first"
            classNames={{ wrap: consoleStyles.tableWrap, table: consoleStyles.table }}
            rows={data}
            rowKey={(banner) => banner.id}
            columns={[
              { header: "Says", className: styles.lead, cell: (banner) => banner.description },
              {
                header: "Link",
                cell: (banner) =>
                  banner.link ? (
                    <>
                      {banner.linkText}
                      <div className={styles.muted}>
                        {banner.link}
                        {banner.externalLink ? " (new tab)" : ""}
                      </div>
                    </>
                  ) : (
                    "—"
                  ),
              },
              { header: "Shown", cell: (banner) => momentWindowWords(banner.startsAt, banner.endsAt) },
              {
                header: "Status",
                cell: (banner) => (
                  <>
                    <StatusTag on={banner.showingNow}>
                      {banner.showingNow ? "Showing now" : banner.active ? "Not showing" : "Off"}
                    </StatusTag>
                    {banner.offerNote && <div className={styles.muted}>{banner.offerNote}</div>}
                  </>
                ),
              },
              {
                header: "Actions",
                cell: (banner) => (
                  <Button
                    variant="default"
                    className={styles.tap}
                    aria-label={`Edit the banner “${banner.description}”`}
                    onClick={() => open(banner)}
                  >
                    Edit
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryView>
      <EditDialog
        item={editing}
        onClose={() => setEditing(null)}
        title={(item) => (item === "new" ? "Add a banner" : "Edit the banner")}
        size="lg"
      >
        {(item) => (
          <BannerForm
            key={item === "new" ? "new" : item.id}
            banner={item === "new" ? null : item}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              onDone(
                saved.showingNow
                  ? "The banner is saved and shows on every page now."
                  : "The banner is saved. It is not the one showing now.",
              );
              void queryClient.invalidateQueries({ queryKey: trpc.admin.content.listBanners.queryKey() });
            }}
          />
        )}
      </EditDialog>
    </section>
  );
}
