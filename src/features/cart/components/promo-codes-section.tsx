"use client";

import { Alert, Button, Modal } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import {
  consoleStyles,
  type Notice,
  StatusTag,
  consoleFormStyles as styles,
} from "@/features/console/client";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { discountWords, STATUS_WORDS, windowWords } from "../promotion-form-values";
import type { TPromoCodeRow } from "../promotions.schemas";
import { PromoCodeForm } from "./promo-code-form";

type Park = { id: string; slug: string; name: string };

/** Every promo code with its discount, park, windows, uses and status; add, edit, archive or restore. */
export function PromoCodesSection({
  parks,
  onNotice,
}: {
  parks: Park[];
  onNotice: (notice: Notice | null) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const codes = useQuery(trpc.admin.promoCodes.list.queryOptions());
  const archive = useMutation(trpc.admin.promoCodes.archive.mutationOptions());
  const parkNames = useMemo(() => new Map(parks.map((park) => [park.id, park.name])), [parks]);
  const [editing, setEditing] = useState<TPromoCodeRow | "new" | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.promoCodes.list.queryKey() });
  const toggle = (code: TPromoCodeRow) => {
    onNotice(null);
    archive.mutate(
      { promoCodeId: code.id, archived: code.active },
      {
        onSuccess: (saved) => {
          onNotice({
            tone: "done",
            text: saved.active
              ? `${saved.code} applies again.`
              : `${saved.code} is archived: carts holding it lose its discount.`,
          });
          void refresh();
        },
        onError: (error) => onNotice({ tone: "refused", text: formErrorOf(error).message ?? "Not changed." }),
      },
    );
  };

  return (
    <section className={consoleStyles.panel} aria-labelledby="codes-heading">
      <div className={styles.sectionHead}>
        <h2 id="codes-heading">
          Promo codes <span className={consoleStyles.muted}>({codes.data?.length ?? "…"})</span>
        </h2>
        <Button
          className={styles.tap}
          onClick={() => {
            onNotice(null);
            setEditing("new");
          }}
        >
          Add a promo code
        </Button>
      </div>
      {codes.isError ? (
        <Alert color="red" variant="light" role="alert">
          {formErrorOf(codes.error).message}
        </Alert>
      ) : !codes.data ? (
        <p className={consoleStyles.muted}>Loading the codes…</p>
      ) : codes.data.length === 0 ? (
        <p className={consoleStyles.muted}>No promo codes yet.</p>
      ) : (
        <div className={consoleStyles.tableWrap}>
          <table className={consoleStyles.table}>
            <caption className="visually-hidden">Promo codes, their discounts, windows and uses</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Discount</th>
                <th scope="col">Park</th>
                <th scope="col">Bookable</th>
                <th scope="col">Nights</th>
                <th scope="col">Uses</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {codes.data.map((code) => (
                <tr key={code.id}>
                  <td className={styles.lead}>
                    <span className={styles.code}>{code.code}</span>
                    {code.description && <div className={styles.muted}>{code.description}</div>}
                  </td>
                  <td>{discountWords(code)}</td>
                  <td>{code.parkId ? (parkNames.get(code.parkId) ?? "Another park") : "Every park"}</td>
                  <td>{windowWords(code.bookableFrom, code.bookableUntil)}</td>
                  <td>
                    {windowWords(code.stayFrom, code.stayUntil)}
                    {code.minNights && <div className={styles.muted}>At least {code.minNights} nights</div>}
                  </td>
                  <td className={styles.nowrap}>
                    {code.timesUsed} / {code.usageLimit ?? "no limit"}
                  </td>
                  <td>
                    <StatusTag on={code.status === "active"}>{STATUS_WORDS[code.status]}</StatusTag>
                  </td>
                  <td>
                    <div className={styles.rowActions}>
                      <Button
                        variant="default"
                        className={styles.tap}
                        aria-label={`Edit ${code.code}`}
                        onClick={() => {
                          onNotice(null);
                          setEditing(code);
                        }}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="outline"
                        className={styles.tap}
                        aria-label={`${code.active ? "Archive" : "Restore"} ${code.code}`}
                        loading={archive.isPending && archive.variables?.promoCodeId === code.id}
                        onClick={() => toggle(code)}
                      >
                        {code.active ? "Archive" : "Restore"}
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
        title={editing === "new" ? "Add a promo code" : editing ? `Edit ${editing.code}` : ""}
        size="lg"
        centered
      >
        {editing !== null && (
          <PromoCodeForm
            key={editing === "new" ? "new" : editing.id}
            code={editing === "new" ? null : editing}
            parks={parks}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              onNotice({ tone: "done", text: `${saved.code} is saved: ${discountWords(saved)}.` });
              void refresh();
            }}
          />
        )}
      </Modal>
    </section>
  );
}
