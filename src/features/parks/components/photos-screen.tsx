"use client";

import { NativeSelect } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRef, useState } from "react";
import { ConsoleNotice, consoleStyles, type Notice, ParkPicker } from "@/features/console/client";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { QueryView } from "@/lib/ui/console-kit/query-view";
import {
  type GalleryChoice,
  galleryInput,
  galleryName,
  galleryOptions,
  knownChoice,
} from "../photo-gallery-choice";
import type { TPhoto, TPhotoGalleries } from "../photos.schemas";
import { EditAltDialog, RemovePhotoDialog } from "./photo-dialogs";
import { type MoveDirection, movedOrder, PhotoGalleryList } from "./photo-gallery-list";
import { PhotoUploadForm } from "./photo-upload-form";
import styles from "./photos-screen.module.css";

type ParkChoice = { id: string; slug: string; name: string };

/**
 * `/admin/photos`: the photos of a park's own gallery, of a campsite type (its card on the park page) or of one
 * site. Upload with a description, put them in order, edit a description, remove one; the park page shows them
 * on its next request, and its illustrations while a gallery has no photos (decision 0028).
 */
export function PhotosScreen({
  parks,
  park,
  galleries: initialGalleries,
}: {
  parks: ParkChoice[];
  park: ParkChoice;
  galleries: TPhotoGalleries;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const galleriesQuery = useQuery({
    ...trpc.admin.photos.galleries.queryOptions({ parkId: park.id }),
    initialData: initialGalleries,
  });
  const galleries = galleriesQuery.data;
  const [picked, setPicked] = useState<GalleryChoice>("park");
  const choice = knownChoice(galleries, picked);
  const input = galleryInput(park.id, choice);
  const listQuery = useQuery(trpc.admin.photos.list.queryOptions(input));
  const reorder = useMutation(trpc.admin.photos.reorder.mutationOptions());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<TPhoto | null>(null);
  const [removing, setRemoving] = useState<TPhoto | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ photoId: string; direction: MoveDirection } | null>(
    null,
  );
  const photosHeading = useRef<HTMLHeadingElement>(null);
  const name = galleryName(galleries, choice, park.name);
  const photos = listQuery.data;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.photos.list.queryKey(input) }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.photos.galleries.queryKey({ parkId: park.id }) }),
    ]);
  const done = (text: string) => {
    setNotice({ tone: "done", text });
    void refresh();
  };

  const move = (index: number, direction: MoveDirection) => {
    if (!photos || reorder.isPending) return;
    const photoIds = movedOrder(photos, index, direction);
    const moved = photos[index]!;
    setNotice(null);
    reorder.mutate(
      { parkId: park.id, photoIds },
      {
        onSuccess: (ordered) => {
          queryClient.setQueryData(trpc.admin.photos.list.queryKey(input), ordered);
          const position = ordered.findIndex((photo) => photo.id === moved.id) + 1;
          setNotice({
            tone: "done",
            text: `Moved “${moved.alt}” to place ${position} of ${ordered.length}.`,
          });
          setFocusAfterMove({ photoId: moved.id, direction });
        },
        onError: (error) => {
          setNotice({
            tone: "refused",
            text: formErrorOf(error).message ?? "The photos were not reordered.",
          });
          void refresh();
        },
      },
    );
  };

  return (
    <>
      <div className={consoleStyles.pageHead}>
        <h1>Photos</h1>
        {parks.length > 1 && <ParkPicker parks={parks} value={park.slug} />}
        <NativeSelect
          label="Gallery"
          className={styles.picker}
          styles={{ input: { minHeight: 44 } }}
          value={choice}
          data={galleryOptions(galleries, park.name)}
          onChange={(event) => {
            setNotice(null);
            setPicked(event.currentTarget.value as GalleryChoice);
          }}
        />
        <Link href={`/${park.slug}#photos`}>Open the park page</Link>
      </div>
      <ConsoleNotice notice={notice} onDismiss={() => setNotice(null)} />

      <section className={consoleStyles.panel} aria-labelledby="upload-heading">
        <h2 id="upload-heading">Add a photo to {name}</h2>
        <PhotoUploadForm
          key={choice}
          gallery={input}
          onStart={() => setNotice(null)}
          onUploaded={(alt) => done(`Uploaded “${alt}”. It is last in ${name}; move it to change its place.`)}
        />
      </section>

      <section className={consoleStyles.panel} aria-labelledby="photos-heading">
        <h2 id="photos-heading" ref={photosHeading} tabIndex={-1}>
          Photos of {name} <span className={consoleStyles.muted}>({photos?.length ?? "…"})</span>
        </h2>
        <p className={consoleStyles.muted}>
          Guests see them in this order; the first is the cover.
          {choice.startsWith("site:")
            ? " A site's photos are kept for the site; the park page shows the park's and the types' photos."
            : " While there are none, the park page shows its illustrations."}
        </p>
        <QueryView
          query={listQuery}
          loading="Loading the photos…"
          empty={<p>No photos in this gallery yet.</p>}
          mutedClassName={consoleStyles.muted}
        >
          {(photos) => (
            <PhotoGalleryList
              photos={photos}
              focusAfterMove={focusAfterMove}
              onMove={move}
              onEdit={(photo) => {
                setNotice(null);
                setEditing(photo);
              }}
              onRemove={(photo) => {
                setNotice(null);
                setRemoving(photo);
              }}
            />
          )}
        </QueryView>
      </section>

      <EditAltDialog
        photo={editing}
        onClose={() => setEditing(null)}
        onSaved={(photo) => {
          setEditing(null);
          done(`Saved the description “${photo.alt}”.`);
        }}
      />
      <RemovePhotoDialog
        photo={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(photo) => {
          setRemoving(null);
          done(`Removed “${photo.alt}”.`);
        }}
        onGone={() => photosHeading.current?.focus()}
      />
    </>
  );
}
