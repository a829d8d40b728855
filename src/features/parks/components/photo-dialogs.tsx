"use client";

import { Modal } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTRPC } from "@/lib/trpc/react";
import { ConfirmDialog } from "@/lib/ui/console-kit/confirm-dialog";
import { FormActions } from "@/lib/ui/console-kit/form-actions";
import { useRemoval } from "@/lib/ui/console-kit/use-removal";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import type { TPhoto } from "../photos.schemas";
import { PhotoAltInput } from "./photo-alt-input";
import styles from "./photos-screen.module.css";

/** The photo as the dialogs show it: small, described by the text beside it. */
function DialogPhoto({ photo }: { photo: TPhoto }) {
  return (
    // biome-ignore lint/performance/noImgElement: the stored variants are the srcset; next/image would re-encode.
    <img src={photo.url} srcSet={photo.srcSet} sizes="28rem" alt="" className={styles.dialogThumb} />
  );
}

/** A photo's description, changed in a dialog. */
export function EditAltDialog({
  photo,
  onClose,
  onSaved,
}: {
  photo: TPhoto | null;
  onClose: () => void;
  onSaved: (photo: TPhoto) => void;
}) {
  return (
    <Modal opened={photo !== null} onClose={onClose} title="Edit the description" centered>
      {photo && <EditAltForm key={photo.id} photo={photo} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function EditAltForm({
  photo,
  onClose,
  onSaved,
}: {
  photo: TPhoto;
  onClose: () => void;
  onSaved: (photo: TPhoto) => void;
}) {
  const trpc = useTRPC();
  const update = useMutation(trpc.admin.photos.update.mutationOptions());
  const { containerRef, errors, message, clear, failed } = useFormProblems();
  const [alt, setAlt] = useState(photo.alt);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    update.mutate({ photoId: photo.id, alt }, { onSuccess: onSaved, onError: failed });
  };
  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit} className={styles.dialogStack}>
      <FormAlert message={message} />
      <DialogPhoto photo={photo} />
      <PhotoAltInput value={alt} onChange={setAlt} error={errors.alt} data-autofocus />
      <FormActions onCancel={onClose} actionLabel="Save description" pending={update.isPending} />
    </form>
  );
}

/** Removing a photo asks first; a refusal stays in the dialog. */
export function RemovePhotoDialog({
  photo,
  onClose,
  onRemoved,
  onGone,
}: {
  photo: TPhoto | null;
  onClose: () => void;
  onRemoved: (photo: TPhoto) => void;
  /** After the dialog has closed: the photo's buttons are gone, the focus must go somewhere that stays. */
  onGone: () => void;
}) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.admin.photos.remove.mutationOptions());
  const removal = useRemoval({ onClose, onGone, reset: remove.reset });
  return (
    <ConfirmDialog
      opened={photo !== null}
      onClose={removal.close}
      onExitTransitionEnd={removal.onExitTransitionEnd}
      title="Remove this photo?"
      confirmLabel="Remove photo"
      pending={remove.isPending}
      problem={removal.problem}
      buttonClassName={styles.tap}
      size="sm"
      onConfirm={() => {
        if (!photo) return;
        removal.starting();
        remove.mutate(
          { photoId: photo.id },
          {
            onSuccess: () => {
              removal.succeeded();
              onRemoved(photo);
            },
            onError: removal.failed,
          },
        );
      }}
    >
      {photo && (
        <>
          <DialogPhoto photo={photo} />
          <p style={{ margin: 0 }}>
            “{photo.alt}” will no longer show on the guest site. This cannot be undone; upload it again to
            bring it back.
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}
