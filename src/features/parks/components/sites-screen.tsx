"use client";

import { Button, Modal } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { EquipmentType } from "@/features/availability/engine-types";

import { ConsoleNotice, consoleStyles, type Notice, ParkPicker } from "@/features/console/client";
import { amenityLabel } from "@/lib/campsites/amenities";
import { CATEGORY_SHORT_LABELS } from "@/lib/campsites/categories";

import { formatUsd } from "@/lib/money";
import { DANGER_COLOR } from "@/lib/theme";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { EntityTable } from "@/lib/ui/console-kit/entity-table";
import { QueryView } from "@/lib/ui/console-kit/query-view";
import { EditToggleActions } from "@/lib/ui/console-kit/row-actions";
import { siteReactivatedMessage } from "./site-bookability";
import { SiteDialog } from "./site-form";
import { SiteMapEditor } from "./site-map-editor";
import { SiteTypeDialog } from "./site-type-form";
import styles from "./sites.module.css";
import { AffectedStep } from "./sites-affected-list";
import {
  type AffectedReservation,
  type Inventory,
  type Site,
  type SiteType,
  SLIDE_OUT_WORDS,
} from "./sites-types";

type ParkChoice = { id: string; slug: string; name: string };

/** The full input `campsites.upsert` takes, from a row of the list. */
const siteInputOf = (site: Site) => ({
  parkId: site.parkId,
  id: site.id,
  campsiteTypeId: site.campsiteTypeId,
  name: site.name,
  amenities: site.amenities,
  rvTypes: site.rvTypes as EquipmentType[] | null,
  rvLengthMax: site.rvLengthMax,
  rvSlideoutValue: site.rvSlideoutValue as 0 | 1 | 2 | null,
  accessible: site.accessible,
  mapX: site.mapX,
  mapY: site.mapY,
});

const capacityWords = (type: SiteType) =>
  `up to ${type.maxGuests} guests (${type.maxAdults} adults, ${type.maxChildren} children), ${type.maxPets === 0 ? "no pets" : `${type.maxPets} pet${type.maxPets === 1 ? "" : "s"}`}`;

const rvWords = (site: Site) =>
  site.rvTypes === null
    ? "—"
    : `${site.rvTypes.join(", ")}; up to ${site.rvLengthMax} ft; ${SLIDE_OUT_WORDS[site.rvSlideoutValue ?? 0]?.toLowerCase()}`;

/**
 * `/admin/sites`: the park's site types, each with its sites (inactive ones too); add and edit types and sites in
 * dialogs; deactivate a site (its future reservations listed first) or reactivate it; and the park's site map,
 * where a site's pin is dragged (or moved by keyboard) to its place. The guest site follows on its next request.
 */
export function SitesScreen({
  parks,
  park,
  initial,
}: {
  parks: ParkChoice[];
  park: ParkChoice;
  initial: Inventory;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listInput = { parkId: park.id };
  const inventory = useQuery({
    ...trpc.admin.campsiteTypes.list.queryOptions(listInput),
    initialData: initial.park.id === park.id ? initial : undefined,
  });
  const upsertSite = useMutation(trpc.admin.campsites.upsert.mutationOptions());
  const setActive = useMutation(trpc.admin.campsites.setActive.mutationOptions());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [typeDialog, setTypeDialog] = useState<{ type: SiteType | null } | null>(null);
  const [siteDialog, setSiteDialog] = useState<{ site: Site | null; campsiteTypeId: string } | null>(null);
  const [deactivating, setDeactivating] = useState<{ site: Site; affected: AffectedReservation[] } | null>(
    null,
  );

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.campsiteTypes.list.queryKey(listInput) }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.audit.pathKey() }),
    ]);
  const done = (text: string) => {
    setNotice({ tone: "done", text });
    void refresh();
  };
  const refused = (error: unknown) => {
    const problem = formErrorOf(error);
    setNotice({ tone: "refused", text: problem.message ?? Object.values(problem.fields)[0] ?? "Not saved." });
  };

  const moveSite = async (site: Site, point: { x: number; y: number }) => {
    setNotice(null);
    try {
      await upsertSite.mutateAsync({ ...siteInputOf(site), mapX: point.x, mapY: point.y });
      setNotice({
        tone: "done",
        text: `Site ${site.name} is now at ${point.x} % across, ${point.y} % down.`,
      });
    } catch (error) {
      refused(error);
    }
    await refresh();
  };
  const changeActive = (site: Site, active: boolean, confirm = false) => {
    setNotice(null);
    setActive.mutate(
      { campsiteId: site.id, active, confirm },
      {
        onSuccess: (result) => {
          if (!result.saved) {
            setDeactivating({ site, affected: result.affected });
            return;
          }
          setDeactivating(null);
          done(
            active
              ? siteReactivatedMessage(
                  site.name,
                  types.find((type) => type.id === site.campsiteTypeId),
                  data?.park.active ?? true,
                )
              : `Site ${site.name} is inactive: guests can no longer book it.${result.affected.length > 0 ? ` Its ${result.affected.length} future reservation${result.affected.length === 1 ? "" : "s"} stay booked on it.` : ""}`,
          );
        },
        onError: (error) => {
          setDeactivating(null);
          refused(error);
        },
      },
    );
  };

  const data = inventory.data;
  const types = data?.types ?? [];
  return (
    <>
      <div className={consoleStyles.pageHead}>
        <h1>Site types and sites</h1>
        {parks.length > 1 && <ParkPicker parks={parks} value={park.slug} />}
        <Button
          className={styles.tap}
          onClick={() => {
            setNotice(null);
            setTypeDialog({ type: null });
          }}
        >
          Add a site type
        </Button>
      </div>
      <ConsoleNotice notice={notice} onDismiss={() => setNotice(null)} />

      <QueryView query={inventory} loading="Loading the sites…" mutedClassName={consoleStyles.muted}>
        {(data) => (
          <>
            <section className={consoleStyles.panel} aria-labelledby="site-map-heading">
              <h2 id="site-map-heading">Site map</h2>
              {data.park.siteMapImage ? (
                <SiteMapEditor
                  image={data.park.siteMapImage}
                  parkName={data.park.name}
                  types={types}
                  onMove={moveSite}
                />
              ) : (
                <p className={consoleStyles.muted}>
                  This park has no site map yet: add its image on the Park details screen to place the sites
                  on it.
                </p>
              )}
            </section>
            {types.length === 0 && <p>No site types yet: add the first one.</p>}
            {types.map((type) => (
              <TypePanel
                key={type.id}
                type={type}
                onEditType={() => {
                  setNotice(null);
                  setTypeDialog({ type });
                }}
                onAddSite={() => {
                  setNotice(null);
                  setSiteDialog({ site: null, campsiteTypeId: type.id });
                }}
                onEditSite={(site) => {
                  setNotice(null);
                  setSiteDialog({ site, campsiteTypeId: type.id });
                }}
                onSetActive={changeActive}
              />
            ))}
          </>
        )}
      </QueryView>

      <SiteTypeDialog
        parkId={park.id}
        type={typeDialog?.type ?? null}
        nextSortOrder={(types.at(-1)?.sortOrder ?? 0) + 1}
        opened={typeDialog !== null}
        onClose={() => setTypeDialog(null)}
        onSaved={(text) => {
          setTypeDialog(null);
          done(text);
        }}
      />
      <SiteDialog
        parkId={park.id}
        parkOpen={data?.park.active ?? true}
        types={types}
        site={siteDialog?.site ?? null}
        campsiteTypeId={siteDialog?.campsiteTypeId ?? types[0]?.id ?? ""}
        opened={siteDialog !== null}
        onClose={() => setSiteDialog(null)}
        onSaved={(text) => {
          setSiteDialog(null);
          done(text);
        }}
      />
      <Modal
        opened={deactivating !== null}
        onClose={() => setDeactivating(null)}
        title={deactivating ? `Deactivate site ${deactivating.site.name}?` : "Deactivate the site?"}
        size="lg"
      >
        {deactivating && (
          <AffectedStep
            affected={deactivating.affected}
            caption={`Future reservations on site ${deactivating.site.name}`}
            cancelLabel={`Keep ${deactivating.site.name} active`}
            onCancel={() => setDeactivating(null)}
            actionLabel={`Deactivate ${deactivating.site.name}`}
            actionColor={DANGER_COLOR}
            pending={setActive.isPending}
            onAction={() => changeActive(deactivating.site, false, true)}
          >
            <p className={styles.plain}>
              Guests can no longer book {deactivating.site.name}. These future reservations stay booked on it
              and stay on the grid: move them there if the site cannot host them.
            </p>
          </AffectedStep>
        )}
      </Modal>
    </>
  );
}

/** One type: what it is, who may stay, and its sites in a table with their actions. */
function TypePanel({
  type,
  onEditType,
  onAddSite,
  onEditSite,
  onSetActive,
}: {
  type: SiteType;
  onEditType: () => void;
  onAddSite: () => void;
  onEditSite: (site: Site) => void;
  onSetActive: (site: Site, active: boolean) => void;
}) {
  const headingId = `type-${type.id}`;
  const active = type.sites.filter((site) => site.active).length;
  return (
    <section className={consoleStyles.panel} aria-labelledby={headingId}>
      <div className={styles.typeHead}>
        <div>
          <h2 id={headingId}>
            {type.name}
            {!type.active && <span className={styles.badge}>Inactive</span>}
          </h2>
          <p className={styles.meta}>
            {CATEGORY_SHORT_LABELS[type.category]} · {capacityWords(type)} · site lock{" "}
            {formatUsd(type.lockFeeCents)} · {type.bookableOnline ? "bookable online" : "not bookable online"}{" "}
            · {active} of {type.sites.length} sites active
          </p>
        </div>
        <div className={consoleStyles.actions}>
          <Button
            variant="default"
            className={styles.tap}
            aria-label={`Edit type ${type.name}`}
            onClick={onEditType}
          >
            Edit type
          </Button>
          <Button
            variant="default"
            className={styles.tap}
            aria-label={`Add a site to ${type.name}`}
            onClick={onAddSite}
          >
            Add a site
          </Button>
        </div>
      </div>
      {type.sites.length === 0 ? (
        <p className={consoleStyles.muted}>No sites yet.</p>
      ) : (
        <EntityTable
          caption={<>Sites of {type.name}</>}
          classNames={{ wrap: consoleStyles.tableWrap, table: consoleStyles.table }}
          rows={type.sites}
          rowKey={(site) => site.id}
          rowClassName={(site) => (site.active ? undefined : styles.inactiveRow)}
          columns={[
            {
              header: "Site",
              rowHeader: true,
              className: styles.siteName,
              cell: (site) => (
                <>
                  {site.name}
                  {site.accessible && <div className={styles.meta}>Accessible</div>}
                </>
              ),
            },
            { header: "Amenities", cell: (site) => site.amenities.map(amenityLabel).join(", ") || "—" },
            { header: "RVs", cell: rvWords },
            {
              header: "On the map",
              className: styles.nowrap,
              cell: (site) =>
                site.mapX === null || site.mapY === null ? "Not placed" : `${site.mapX} %, ${site.mapY} %`,
            },
            { header: "Status", cell: (site) => (site.active ? "Active" : "Inactive") },
            {
              header: "Actions",
              cell: (site) => (
                <EditToggleActions
                  name={`site ${site.name}`}
                  toggleWord={site.active ? "Deactivate" : "Reactivate"}
                  toggleColor={site.active ? DANGER_COLOR : undefined}
                  onEdit={() => onEditSite(site)}
                  onToggle={() => onSetActive(site, !site.active)}
                  classNames={{ actions: consoleStyles.actions, button: styles.tap }}
                />
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
