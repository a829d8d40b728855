"use client";

import { Button, Modal, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { DANGER_COLOR } from "@/lib/theme";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import type { TPhoto } from "../photos.schemas";
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
      <TextInput
        label="Description (alt text)"
        description="What the photo shows, for guests who cannot see it. Up to 200 characters."
        required
        value={alt}
        onChange={(event) => setAlt(event.currentTarget.value)}
        error={errors.alt}
        classNames={{ input: styles.tap }}
        data-autofocus
      />
      <div className={styles.dialogActions}>
        <Button variant="default" onClick={onClose} className={styles.tap}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending} className={styles.tap}>
          Save description
        </Button>
      </div>
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
  const [problem, setProblem] = useState<string | null>(null);
  const removed = useRef(false);
  const close = () => {
    setProblem(null);
    remove.reset();
    onClose();
  };
  return (
    <Modal
      opened={photo !== null}
      onClose={close}
      onExitTransitionEnd={() => {
        if (removed.current) onGone();
        removed.current = false;
      }}
      title="Remove this photo?"
      centered
    >
      {photo && (
        <div className={styles.dialogStack}>
          <FormAlert message={problem} />
          <DialogPhoto photo={photo} />
          <p style={{ margin: 0 }}>
            “{photo.alt}” will no longer show on the guest site. This cannot be undone; upload it again to
            bring it back.
          </p>
          <div className={styles.dialogActions}>
            <Button variant="default" onClick={close} className={styles.tap}>
              Cancel
            </Button>
            <Button
              color={DANGER_COLOR}
              loading={remove.isPending}
              className={styles.tap}
              onClick={() => {
                setProblem(null);
                remove.mutate(
                  { photoId: photo.id },
                  {
                    onSuccess: () => {
                      removed.current = true;
                      onRemoved(photo);
                    },
                    onError: (error) => {
                      const failure = formErrorOf(error);
                      setProblem(failure.message ?? Object.values(failure.fields)[0] ?? "Not removed.");
                    },
                  },
                );
              }}
            >
              Remove photo
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
