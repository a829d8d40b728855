"use client";

import { Button, NativeSelect, Stack, Textarea } from "@mantine/core";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import {
  ConsoleNotice,
  type Notice,
  ParkPicker,
  StatusTag,
  consoleStyles as styles,
} from "@/features/console/client";
import { formatInstant, formatStayWithYear } from "@/lib/date-format";
import { useSchemaForm } from "@/lib/forms/use-schema-form";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { HIDE_REASON_MAX, REPLY_MAX, type ReviewVisibility } from "../review-rules";
import { ZHideInput, ZReplyInput } from "../reviews.schemas";
import own from "./reviews-screen.module.css";
import { Stars } from "./stars";

type Park = { id: string; slug: string; name: string; timeZone: string };

type StaffReview = {
  id: string;
  reservationId: string;
  parkRating: number;
  siteRating: number;
  body: string;
  authorName: string;
  typeName: string;
  siteName: string;
  arrival: string;
  departure: string;
  createdAt: Date;
  publishAt: Date;
  visibility: ReviewVisibility;
  reply: string | null;
  replyAuthor: string | null;
  hiddenReason: string | null;
};

const SHOW: { value: "" | ReviewVisibility; label: string }[] = [
  { value: "", label: "Every review" },
  { value: "awaiting", label: "In their blind week" },
  { value: "published", label: "Published" },
  { value: "hidden", label: "Hidden" },
];

const TAGS: Record<ReviewVisibility, string> = {
  awaiting: "In its blind week",
  published: "Published",
  hidden: "Hidden",
};

function statusOf(review: StaffReview, clock: string) {
  if (review.visibility === "hidden") return `Hidden from the park page: ${review.hiddenReason ?? ""}`;
  if (review.visibility === "awaiting")
    return `Everyone sees it from ${formatInstant(review.publishAt, clock)}, or as soon as you reply.`;
  return `On the park page since ${formatInstant(review.publishAt, clock)}.`;
}

/** A reply (published at once with the review) and, apart, hiding the review with its reason. */
function ReviewActions({
  review,
  onDone,
  onRefused,
}: {
  review: StaffReview;
  onDone: (text: string) => void;
  onRefused: (text: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.reviews.list.pathKey() });
  const reply = useMutation(trpc.admin.reviews.reply.mutationOptions());
  const hide = useMutation(trpc.admin.reviews.hide.mutationOptions());
  const unhide = useMutation(trpc.admin.reviews.unhide.mutationOptions());
  const replyForm = useSchemaForm({
    initialValues: { reviewId: review.id, reply: review.reply ?? "" },
    fields: ["reply"],
    schema: ZReplyInput,
  });
  const hideForm = useSchemaForm({
    initialValues: { reviewId: review.id, reason: "" },
    fields: ["reason"],
    schema: ZHideInput,
  });
  if (review.visibility === "hidden") {
    return (
      <div className={own.forms}>
        <div>
          <Button
            variant="default"
            className={own.tap}
            loading={unhide.isPending}
            onClick={() =>
              unhide.mutate(
                { reviewId: review.id },
                {
                  onSuccess: async () => {
                    await refresh();
                    onDone(`${review.authorName}'s review is shown again.`);
                  },
                  onError: (error) => onRefused(error.message),
                },
              )
            }
          >
            Show it again
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={own.forms}>
      <form
        ref={replyForm.containerRef}
        noValidate
        aria-label={`Reply to ${review.authorName}`}
        onSubmit={replyForm.onSubmit((values) =>
          reply.mutate(values, {
            onSuccess: async () => {
              await refresh();
              onDone(`Your reply to ${review.authorName} is published, with the review.`);
            },
            onError: replyForm.failed,
          }),
        )}
      >
        <Stack gap="xs">
          <FormAlert message={replyForm.message} />
          <Textarea
            label={review.reply ? "Your public reply (replaces the one above)" : "Your public reply"}
            description="Shown under the review on the park page. Replying publishes the review at once."
            autosize
            minRows={2}
            maxLength={REPLY_MAX}
            {...replyForm.form.getInputProps("reply")}
          />
          <div>
            <Button type="submit" className={own.tap} loading={reply.isPending}>
              Publish the reply
            </Button>
          </div>
        </Stack>
      </form>
      <form
        ref={hideForm.containerRef}
        noValidate
        aria-label={`Hide ${review.authorName}'s review`}
        onSubmit={hideForm.onSubmit((values) =>
          hide.mutate(values, {
            onSuccess: async () => {
              await refresh();
              onDone(`${review.authorName}'s review is hidden from the park page and its averages.`);
            },
            onError: hideForm.failed,
          }),
        )}
      >
        <Stack gap="xs">
          <FormAlert message={hideForm.message} />
          <Textarea
            label="Reason to hide it"
            description="Kept in the audit log. The guest's words are never edited."
            autosize
            minRows={1}
            maxLength={HIDE_REASON_MAX}
            {...hideForm.form.getInputProps("reason")}
          />
          <div>
            <Button type="submit" variant="default" color="red" className={own.tap} loading={hide.isPending}>
              Hide the review
            </Button>
          </div>
        </Stack>
      </form>
    </div>
  );
}

/** `/admin/reviews`: the park's reviews, also those in their blind week; reply, hide with a reason, show again. */
export function ReviewsScreen({
  parks,
  park,
  visibility,
}: {
  parks: Park[];
  park: Park;
  visibility: ReviewVisibility | undefined;
}) {
  const trpc = useTRPC();
  const [show, setShow] = useState<"" | ReviewVisibility>(visibility ?? "");
  const [notice, setNotice] = useState<Notice | null>(null);
  const pages = useInfiniteQuery(
    trpc.admin.reviews.list.infiniteQueryOptions(
      { parkId: park.id, visibility: show || undefined },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const reviews = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const clock = park.timeZone;
  return (
    <>
      <div className={styles.pageHead}>
        <h1>Reviews</h1>
      </div>
      {parks.length > 1 && <ParkPicker parks={parks} value={park.slug} />}
      <ConsoleNotice notice={notice} onDismiss={() => setNotice(null)} />
      <p className={styles.muted}>
        Guests who checked out get one invitation per stay. You see each review at once; everyone else sees it
        a week after it was written, or as soon as you reply.
      </p>
      <NativeSelect
        className={own.filters}
        classNames={{ input: own.tap }}
        label="Show"
        data={SHOW}
        value={show}
        onChange={(event) => setShow(event.currentTarget.value as "" | ReviewVisibility)}
      />
      {pages.isPending && <p className={styles.muted}>Loading the reviews…</p>}
      {pages.isSuccess && reviews.length === 0 && <p>No reviews here yet.</p>}
      {pages.isError && <p role="alert">The reviews could not be loaded. Reload the page to try again.</p>}
      <ul className={own.list}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.panel}>
            <div className={own.head}>
              <h2>
                {review.authorName} · {review.siteName},{" "}
                {formatStayWithYear(review.arrival, review.departure)}
              </h2>
              <StatusTag on={review.visibility === "published"}>{TAGS[review.visibility]}</StatusTag>
            </div>
            <p className={styles.muted}>{statusOf(review, clock)}</p>
            <p>
              Park <Stars value={review.parkRating} label={`Park: ${review.parkRating} out of 5 stars`} /> ·
              Site <Stars value={review.siteRating} label={`Site: ${review.siteRating} out of 5 stars`} /> ·{" "}
              {review.typeName} · written {formatInstant(review.createdAt, clock)} ·{" "}
              <Link href={`/admin/reservations/${review.reservationId}?park=${park.slug}`}>the stay</Link>
            </p>
            <p className={own.body}>{review.body}</p>
            {review.reply && (
              <p className={own.reply}>
                <strong>Reply{review.replyAuthor ? ` by ${review.replyAuthor}` : ""}:</strong> {review.reply}
              </p>
            )}
            <ReviewActions
              key={`${review.id}-${review.visibility}-${review.reply ?? ""}`}
              review={review}
              onDone={(text) => setNotice({ tone: "done", text })}
              onRefused={(text) => setNotice({ tone: "refused", text })}
            />
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <Button
          variant="default"
          className={own.tap}
          loading={pages.isFetchingNextPage}
          onClick={() => pages.fetchNextPage()}
        >
          More reviews
        </Button>
      )}
    </>
  );
}
