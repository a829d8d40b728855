import { GuestShell } from "@/features/shell/components/guest-shell";

/** An address no route answers (or a console page a guest asked for): inside the guest shell, which hides on `/admin`. */
export default function NotFound() {
  return (
    <GuestShell>
      <main style={{ maxWidth: 700, margin: "4rem auto", padding: "0 1.5rem" }}>
        <h1>We could not find that page</h1>
        <p>
          The trail ends here. <a href="/">Search campsites</a> instead.
        </p>
      </main>
    </GuestShell>
  );
}
