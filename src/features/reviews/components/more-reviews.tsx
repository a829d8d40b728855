"use client";

import { Button } from "@mantine/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTRPC } from "@/lib/trpc/react";
import styles from "./park-reviews.module.css";
import { ReviewCard } from "./review-card";

/** The reviews after the first page, fetched a page at a time when asked. */
export function MoreReviews({
  parkId,
  parkName,
  campsiteTypeId,
  cursor,
}: {
  parkId: string;
  parkName: string;
  campsiteTypeId?: string;
  cursor: string;
}) {
  const trpc = useTRPC();
  const pages = useInfiniteQuery(
    trpc.booking.reviews.list.infiniteQueryOptions(
      { parkId, campsiteTypeId },
      {
        enabled: false,
        initialCursor: cursor,
        getNextPageParam: (page) => page.nextCursor ?? undefined,
      },
    ),
  );
  const loaded = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const more = pages.data ? pages.hasNextPage : true;
  // Each page that arrives takes the focus to its first review (the button may leave with the last page).
  const list = useRef<HTMLUListElement>(null);
  const shown = useRef(0);
  useEffect(() => {
    if (loaded.length > shown.current) list.current?.querySelectorAll("li")[shown.current]?.focus();
    shown.current = loaded.length;
  }, [loaded.length]);
  return (
    <>
      {loaded.length > 0 && (
        <ul className={styles.list} aria-label="More reviews" ref={list}>
          {loaded.map((review) => (
            <li key={review.id} tabIndex={-1}>
              <ReviewCard review={review} parkName={parkName} />
            </li>
          ))}
        </ul>
      )}
      {more && (
        <Button
          variant="outline"
          size="md"
          className={styles.more}
          loading={pages.isFetching}
          onClick={() => (pages.data ? pages.fetchNextPage() : pages.refetch())}
        >
          Show more reviews
        </Button>
      )}
      {pages.isError && <p role="alert">The reviews could not be loaded. Try again.</p>}
    </>
  );
}
