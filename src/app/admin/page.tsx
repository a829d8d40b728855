import { redirect } from "next/navigation";

/** `/admin` opens on Today. */
export default function ConsoleHome() {
  redirect("/admin/today");
}
