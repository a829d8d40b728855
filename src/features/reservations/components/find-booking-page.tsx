import styles from "./find-booking.module.css";
import { FindBookingForm } from "./find-booking-form";

/** `/find-booking`: a guest without an account reaches their booking (to see, change or cancel it). */
export function FindBookingPage() {
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Find my booking</h1>
      <p className={styles.intro}>
        Booked without an account? Enter the confirmation code and the e-mail address of your booking to see
        it, change its dates or party, or cancel it.
      </p>
      <FindBookingForm />
    </article>
  );
}
