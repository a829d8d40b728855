"use client";

import { Button, Input, Loader } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { consoleStyles } from "@/features/console/client";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE, ZPhotoAlt } from "../photos.schemas";
import { PhotoAltInput } from "./photo-alt-input";
import styles from "./photos-screen.module.css";

const ACCEPT = "image/jpeg,image/png,image/webp";
const NOT_AN_IMAGE = "This file is not a JPEG, PNG or WebP image.";
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The file as a `data:` URL (the procedure takes base64 and reads the format from the bytes themselves). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** What the browser can tell before sending: the same words the server would answer. */
function fileProblem(file: File | null): string | null {
  if (!file) return "Choose a photo to upload.";
  if (file.type && !ACCEPT.split(",").includes(file.type)) return NOT_AN_IMAGE;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_LARGE;
  return null;
}

/**
 * A photo and its description added to the end of the chosen gallery. The browser checks the type and size
 * first; the server reads the real format, resizes and answers field errors the form shows at the fields.
 */
export function PhotoUploadForm({
  gallery,
  onUploaded,
  onStart,
}: {
  gallery: { parkId: string; campsiteTypeId?: string; campsiteId?: string };
  onUploaded: (alt: string) => void;
  onStart: () => void;
}) {
  const trpc = useTRPC();
  const upload = useMutation(trpc.admin.photos.upload.mutationOptions());
  const { containerRef, errors, message, clear, invalid, failed } = useFormProblems();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [reading, setReading] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const busy = reading || upload.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.currentTarget.files?.[0] ?? null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    onStart();
    const problems: Record<string, string> = {};
    const fileError = fileProblem(file);
    if (fileError) problems.file = fileError;
    const altCheck = ZPhotoAlt.safeParse(alt);
    if (!altCheck.success) problems.alt = altCheck.error.issues[0]?.message ?? "Describe the photo.";
    if (!file || Object.keys(problems).length > 0) return invalid(problems);
    setReading(true);
    let data: string;
    try {
      data = await readAsDataUrl(file);
    } catch {
      return invalid({ file: "This file could not be read. Choose it again." });
    } finally {
      setReading(false);
    }
    upload.mutate(
      { ...gallery, alt, file: data },
      {
        onSuccess: (photo) => {
          setFile(null);
          setAlt("");
          if (fileInput.current) fileInput.current.value = "";
          onUploaded(photo.alt);
        },
        onError: failed,
      },
    );
  };

  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit} className={styles.uploadForm}>
      <FormAlert message={message} />
      <Input.Wrapper
        id={fileId}
        label="Photo"
        description="JPEG, PNG or WebP, up to 8 MB. It is resized for phones, tablets and large screens."
        error={errors.file}
        required
      >
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept={ACCEPT}
          className={styles.file}
          onChange={onFile}
          disabled={busy}
          required
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={`${fileId}-description${errors.file ? ` ${fileId}-error` : ""}`}
        />
      </Input.Wrapper>
      {preview && file && (
        <div className={styles.preview}>
          {/* biome-ignore lint/performance/noImgElement: a local preview of the chosen file (a blob: URL). */}
          <img src={preview} alt="" className={styles.previewImage} />
          <span className={consoleStyles.muted}>
            {file.name} · {megabytes(file.size)}
          </span>
        </div>
      )}
      <PhotoAltInput value={alt} onChange={setAlt} error={errors.alt} disabled={busy} />
      <div>
        <Button type="submit" loading={busy} className={styles.tap}>
          Upload photo
        </Button>
      </div>
      <p className={styles.status} role="status">
        {busy && (
          <>
            <Loader size="sm" aria-hidden />
            {reading
              ? "Reading the photo…"
              : "Uploading and resizing the photo for every screen size. This takes a few seconds."}
          </>
        )}
      </p>
    </form>
  );
}
