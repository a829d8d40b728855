import { formatClockTime } from "@/lib/date-format";

/** The check-in and check-out rows of a description list (park page "At a glance" and policies). */
export function CheckInOutRows({ checkInTime, checkOutTime }: { checkInTime: string; checkOutTime: string }) {
  return (
    <>
      <div>
        <dt>Check-in</dt>
        <dd>from {formatClockTime(checkInTime)}</dd>
      </div>
      <div>
        <dt>Check-out</dt>
        <dd>by {formatClockTime(checkOutTime)}</dd>
      </div>
    </>
  );
}
