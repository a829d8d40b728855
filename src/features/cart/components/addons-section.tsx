"use client";

import { Alert, Button, Modal } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import {
  consoleStyles,
  type Notice,
  ParkPicker,
  StatusTag,
  consoleFormStyles as styles,
} from "@/features/console/client";
import { CATEGORY_SHORT_LABELS } from "@/lib/campsites/categories";

import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { addonChargeWords, addonPriceWords } from "../promotion-form-values";
import type { TAddonRow } from "../promotions.schemas";
import { AddonForm } from "./addon-form";

type Park = { id: string; slug: string; name: string };

/** One park's add-ons and mandatory fees; add, edit, deactivate or activate. */
export function AddonsSection({
  parks,
  park,
  onNotice,
}: {
  parks: Park[];
  park: Park;
  onNotice: (notice: Notice | null) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const addons = useQuery(trpc.admin.addons.list.queryOptions({ parkId: park.id }));
  const upsert = useMutation(trpc.admin.addons.upsert.mutationOptions());
  const [editing, setEditing] = useState<TAddonRow | "new" | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.addons.list.queryKey() });

  const toggle = (addon: TAddonRow) => {
    onNotice(null);
    upsert.mutate(
      { ...addon, active: !addon.active },
      {
        onSuccess: (saved) => {
          onNotice({
            tone: "done",
            text: saved.active ? `${saved.name} is offered again.` : `${saved.name} is no longer offered.`,
          });
          void refresh();
        },
        onError: (error) => onNotice({ tone: "refused", text: formErrorOf(error).message ?? "Not changed." }),
      },
    );
  };

  return (
    <section className={consoleStyles.panel} aria-labelledby="addons-heading">
      <div className={styles.sectionHead}>
        <h2 id="addons-heading">Add-ons and fees at {park.name}</h2>
        <div className={consoleStyles.formRow}>
          {parks.length > 1 && <ParkPicker parks={parks} value={park.slug} />}
          <Button
            className={styles.tap}
            onClick={() => {
              onNotice(null);
              setEditing("new");
            }}
          >
            Add an add-on
          </Button>
        </div>
      </div>
      {addons.isError ? (
        <Alert color="red" variant="light" role="alert">
          {formErrorOf(addons.error).message}
        </Alert>
      ) : !addons.data ? (
        <p className={consoleStyles.muted}>Loading the add-ons…</p>
      ) : addons.data.length === 0 ? (
        <p className={consoleStyles.muted}>No add-ons at this park yet.</p>
      ) : (
        <div className={consoleStyles.tableWrap}>
          <table className={consoleStyles.table}>
            <caption className="visually-hidden">Add-ons and mandatory fees of {park.name}</caption>
            <thead>
              <tr>
                <th scope="col">Add-on</th>
                <th scope="col">Price</th>
                <th scope="col">Offered for</th>
                <th scope="col">Charged</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {addons.data.map((addon) => (
                <tr key={addon.id}>
                  <td className={styles.lead}>
                    {addon.name}
                    {addon.description && <div className={styles.muted}>{addon.description}</div>}
                  </td>
                  <td className={styles.nowrap}>{addonPriceWords(addon)}</td>
                  <td>
                    {addon.categories.length === 0
                      ? "Every site"
                      : addon.categories.map((category) => CATEGORY_SHORT_LABELS[category]).join(", ")}
                  </td>
                  <td>{addonChargeWords(addon)}</td>
                  <td>
                    <StatusTag on={addon.active}>{addon.active ? "Active" : "Inactive"}</StatusTag>
                  </td>
                  <td>
                    <div className={styles.rowActions}>
                      <Button
                        variant="default"
                        className={styles.tap}
                        aria-label={`Edit ${addon.name}`}
                        onClick={() => {
                          onNotice(null);
                          setEditing(addon);
                        }}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="outline"
                        className={styles.tap}
                        aria-label={`${addon.active ? "Deactivate" : "Activate"} ${addon.name}`}
                        loading={upsert.isPending && upsert.variables?.id === addon.id}
                        onClick={() => toggle(addon)}
                      >
                        {addon.active ? "Deactivate" : "Activate"}
                      </Button>
                    </div>
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
        title={editing === "new" ? `Add an add-on at ${park.name}` : editing ? `Edit ${editing.name}` : ""}
        size="lg"
        centered
      >
        {editing !== null && (
          <AddonForm
            key={editing === "new" ? "new" : editing.id}
            parkId={park.id}
            addon={editing === "new" ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              onNotice({
                tone: "done",
                text:
                  saved.mandatory && saved.active
                    ? `${saved.name} is saved; every all-in price at ${park.name} includes it from now on.`
                    : `${saved.name} is saved.`,
              });
              void refresh();
            }}
          />
        )}
      </Modal>
    </section>
  );
}
