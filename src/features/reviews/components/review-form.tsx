"use client";

import { Button, Textarea } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { formatInstantLongDate } from "@/lib/date-format";
import { useSchemaForm } from "@/lib/forms/use-schema-form";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { REVIEW_BODY_MAX } from "../review-rules";
import { ZSubmitReviewInput } from "../reviews.schemas";
import styles from "./review-form.module.css";
import { StarRatingField } from "./star-rating-field";

/** The review of one stay: the park and the site in stars, and a few lines; sent once. */
export function ReviewForm({ token, parkName }: { token: string; parkName: string }) {
  const trpc = useTRPC();
  const submit = useMutation(trpc.booking.reviews.submit.mutationOptions());
  const [done, setDone] = useState<{ publishAt: Date; parkSlug: string; timeZone: string } | null>(null);
  // The form (and the button just pressed) leaves: focus goes to what replaced it, which is then read out.
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) thanks.current?.focus();
  }, [done]);
  const { form, containerRef, message, onSubmit, failed } = useSchemaForm({
    initialValues: { token, parkRating: 0, siteRating: 0, body: "" },
    fields: ["parkRating", "siteRating", "body"],
    schema: ZSubmitReviewInput,
  });
  if (done) {
    return (
      <div className={styles.done} role="status" ref={thanks} tabIndex={-1}>
        <p>
          <strong>Thank you: your review is in.</strong>
        </p>
        <p>
          {parkName} can read it now. Everyone else sees it on the park's page from{" "}
          {formatInstantLongDate(done.publishAt, done.timeZone)}, or sooner if the park replies.
        </p>
        <p>
          <Link className="tap-link" href={`/${done.parkSlug}#reviews`}>
            See {parkName}'s reviews
          </Link>
        </p>
      </div>
    );
  }
  const body = form.values.body;
  return (
    <form
      ref={containerRef}
      className={styles.form}
      noValidate
      aria-label="Your review"
      onSubmit={onSubmit((values) =>
        submit.mutate(values, { onSuccess: (result) => setDone(result), onError: failed }),
      )}
    >
      <FormAlert message={message} />
      <StarRatingField
        legend={`How was ${parkName}?`}
        name="parkRating"
        value={form.values.parkRating}
        onChange={(value) => form.setFieldValue("parkRating", value)}
        error={form.errors.parkRating as string | undefined}
      />
      <StarRatingField
        legend="How was your site?"
        name="siteRating"
        value={form.values.siteRating}
        onChange={(value) => form.setFieldValue("siteRating", value)}
        error={form.errors.siteRating as string | undefined}
      />
      <div>
        <Textarea
          label="Tell other campers about your stay"
          description="What was good, what to know before coming. Plain text; it is signed with your first name and last initial."
          autosize
          minRows={5}
          size="md"
          maxLength={REVIEW_BODY_MAX}
          {...form.getInputProps("body")}
        />
        <p className={styles.count}>
          {body.length.toLocaleString("en-US")} of {REVIEW_BODY_MAX.toLocaleString("en-US")} characters
        </p>
      </div>
      <Button type="submit" size="md" className={styles.submit} loading={submit.isPending}>
        Send my review
      </Button>
    </form>
  );
}
