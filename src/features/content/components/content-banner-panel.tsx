"use client";

import { Alert, Button, Checkbox, Modal, Textarea, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { consoleStyles, StatusTag, consoleFormStyles as styles } from "@/features/console/client";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import { fromDateTimeInput, momentWindowWords, toDateTimeInput } from "../content-datetime";
import type { TBannerRow } from "../content-setup.schemas";

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
      {banners.isError ? (
        <Alert color="red" variant="light" role="alert">
          {formErrorOf(banners.error).message}
        </Alert>
      ) : !banners.data ? (
        <p className={consoleStyles.muted}>Loading the banners…</p>
      ) : banners.data.length === 0 ? (
        <p className={consoleStyles.muted}>No banner yet: the site shows none.</p>
      ) : (
        <div className={consoleStyles.tableWrap}>
          <table className={consoleStyles.table}>
            <caption className="visually-hidden">Banners, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Says</th>
                <th scope="col">Link</th>
                <th scope="col">Shown</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {banners.data.map((banner) => (
                <tr key={banner.id}>
                  <td className={styles.lead}>{banner.description}</td>
                  <td>
                    {banner.link ? (
                      <>
                        {banner.linkText}
                        <div className={styles.muted}>
                          {banner.link}
                          {banner.externalLink ? " (new tab)" : ""}
                        </div>
                      </>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td>{momentWindowWords(banner.startsAt, banner.endsAt)}</td>
                  <td>
                    <StatusTag on={banner.showingNow}>
                      {banner.showingNow ? "Showing now" : banner.active ? "Not showing" : "Off"}
                    </StatusTag>
                  </td>
                  <td>
                    <Button
                      variant="default"
                      className={styles.tap}
                      aria-label={`Edit the banner “${banner.description}”`}
                      onClick={() => open(banner)}
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
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? "Add a banner" : "Edit the banner"}
        size="lg"
        centered
      >
        {editing !== null && (
          <BannerForm
            key={editing === "new" ? "new" : editing.id}
            banner={editing === "new" ? null : editing}
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
      </Modal>
    </section>
  );
}

const FIELDS = ["description", "link", "linkText", "externalLink", "startsAt", "endsAt", "active"];

function BannerForm({
  banner,
  onSaved,
  onCancel,
}: {
  banner: TBannerRow | null;
  onSaved: (saved: TBannerRow) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const upsert = useMutation(trpc.admin.content.upsertBanner.mutationOptions());
  const { containerRef, errors, message, clear, failed, invalid } = useFormProblems();
  const [description, setDescription] = useState(banner?.description ?? "");
  const [link, setLink] = useState(banner?.link ?? "");
  const [linkText, setLinkText] = useState(banner?.linkText ?? "");
  const [externalLink, setExternalLink] = useState(banner?.externalLink ?? false);
  const [startsAt, setStartsAt] = useState(toDateTimeInput(banner?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(toDateTimeInput(banner?.endsAt ?? null));
  const [active, setActive] = useState(banner?.active ?? true);
  const stray = Object.entries(errors).find(([path]) => !FIELDS.includes(path))?.[1] ?? null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const from = fromDateTimeInput(startsAt);
    const until = fromDateTimeInput(endsAt);
    const unreadable = {
      ...(startsAt && !from ? { startsAt: "Enter a date and time, or leave it empty." } : {}),
      ...(endsAt && !until ? { endsAt: "Enter a date and time, or leave it empty." } : {}),
    };
    if (Object.keys(unreadable).length > 0) return invalid(unreadable);
    upsert.mutate(
      {
        id: banner?.id,
        description,
        link: link.trim() === "" ? null : link,
        linkText: linkText.trim() === "" ? null : linkText,
        externalLink,
        startsAt: from,
        endsAt: until,
        active,
      },
      { onSuccess: onSaved, onError: failed },
    );
  };

  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit} className={styles.formStack}>
      <FormAlert message={message ?? stray} />
      <Textarea
        label="What it says"
        required
        autosize
        minRows={2}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        error={errors.description}
      />
      <div className={styles.grid}>
        <TextInput
          label="Link"
          description="A path like /rewards, or https://…; empty for no link."
          value={link}
          onChange={(event) => setLink(event.currentTarget.value)}
          error={errors.link}
          classNames={{ input: styles.tap }}
        />
        <TextInput
          label="Link words"
          description="E.g. Book now"
          value={linkText}
          onChange={(event) => setLinkText(event.currentTarget.value)}
          error={errors.linkText}
          classNames={{ input: styles.tap }}
        />
      </div>
      <Checkbox
        label="The link leaves the booking site (opens in a new tab)"
        checked={externalLink}
        onChange={(event) => setExternalLink(event.currentTarget.checked)}
        error={errors.externalLink}
        size="md"
        classNames={{ body: styles.checkBody, label: styles.checkLabel }}
      />
      <fieldset className={styles.fieldset}>
        <legend>When it shows</legend>
        <p className={styles.hint}>In your time zone; leave a side empty for no limit.</p>
        <div className={styles.grid}>
          <TextInput
            type="datetime-local"
            label="From"
            value={startsAt}
            onChange={(event) => setStartsAt(event.currentTarget.value)}
            error={errors.startsAt}
            classNames={{ input: styles.tap }}
          />
          <TextInput
            type="datetime-local"
            label="Until"
            value={endsAt}
            onChange={(event) => setEndsAt(event.currentTarget.value)}
            error={errors.endsAt}
            classNames={{ input: styles.tap }}
          />
        </div>
      </fieldset>
      <Checkbox
        label="Active"
        checked={active}
        onChange={(event) => setActive(event.currentTarget.checked)}
        error={errors.active}
        size="md"
        classNames={{ body: styles.checkBody, label: styles.checkLabel }}
      />
      <div className={styles.dialogActions}>
        <Button variant="default" onClick={onCancel} className={styles.tap}>
          Cancel
        </Button>
        <Button type="submit" loading={upsert.isPending} className={styles.tap}>
          Save the banner
        </Button>
      </div>
    </form>
  );
}
