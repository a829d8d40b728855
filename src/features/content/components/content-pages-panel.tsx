"use client";

import { Button } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";

import { consoleStyles, StatusTag, consoleFormStyles as styles } from "@/features/console/client";
import { formatInstantDate, READERS_CLOCK } from "@/lib/date-format";

import { useTRPC } from "@/lib/trpc/react";
import { QueryView } from "@/lib/ui/console-kit/query-view";
import type { TPageRow } from "../content-setup.schemas";
import { ContentPageEditor } from "./content-page-editor";

type Park = { id: string; slug: string; name: string };
type PanelProps = { parks: Park[]; onDone: (text: string) => void; onStart: () => void };

/** The information pages: a list to pick one from, and the editor of the one picked (or of a new one). */
export function ContentPagesPanel({ parks, onDone, onStart }: PanelProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pages = useQuery(trpc.admin.content.listPages.queryOptions());
  const [editing, setEditing] = useState<TPageRow | "new" | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const close = () => {
    setEditing(null);
    // Back to the list the editor replaced, where the staff member was.
    requestAnimationFrame(() => listHeading.current?.focus());
  };

  if (editing !== null) {
    return (
      <ContentPageEditor
        key={editing === "new" ? "new" : editing.id}
        page={editing === "new" ? null : editing}
        parks={parks}
        onCancel={close}
        onSaved={(saved) => {
          onDone(
            saved.published
              ? `${saved.title} is saved; guests read it at ${saved.path} now.`
              : `${saved.title} is saved and unpublished: ${saved.path} is not found for guests.`,
          );
          void queryClient.invalidateQueries({ queryKey: trpc.admin.content.listPages.queryKey() });
          close();
        }}
      />
    );
  }

  return (
    <section className={consoleStyles.panel} aria-labelledby="pages-heading">
      <div className={styles.sectionHead}>
        <h2 id="pages-heading" ref={listHeading} tabIndex={-1}>
          Pages <span className={consoleStyles.muted}>({pages.data?.length ?? "…"})</span>
        </h2>
        <Button
          className={styles.tap}
          onClick={() => {
            onStart();
            setEditing("new");
          }}
        >
          Add a legal page or waiver
        </Button>
      </div>
      <QueryView query={pages} loading="Loading the pages…" mutedClassName={consoleStyles.muted}>
        {(data) => (
          <div className={consoleStyles.tableWrap}>
            <table className={consoleStyles.table}>
              <caption className="visually-hidden">Information pages</caption>
              <thead>
                <tr>
                  <th scope="col">Page</th>
                  <th scope="col">Address</th>
                  <th scope="col">Status</th>
                  <th scope="col">Changed</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.map((page) => (
                  <tr key={page.id}>
                    <td className={styles.lead}>
                      {page.title}
                      <div className={styles.muted}>{page.blocks.length} blocks</div>
                    </td>
                    <td className={styles.anchorCell}>
                      {page.published ? (
                        <a href={page.path} target="_blank" rel="noopener noreferrer">
                          {page.path}
                          <span className="visually-hidden"> (opens in a new tab)</span>
                        </a>
                      ) : (
                        page.path
                      )}
                    </td>
                    <td>
                      <StatusTag on={page.published}>
                        {page.published ? "Published" : "Unpublished"}
                      </StatusTag>
                    </td>
                    <td className={styles.nowrap}>{formatInstantDate(page.updatedAt, READERS_CLOCK)}</td>
                    <td>
                      <Button
                        variant="default"
                        className={styles.tap}
                        aria-label={`Edit ${page.title}`}
                        onClick={() => {
                          onStart();
                          setEditing(page);
                        }}
                      >
                        Edit
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </section>
  );
}
