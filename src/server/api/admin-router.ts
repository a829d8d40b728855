import { promotionRoutes } from "@/features/cart/promotions.router";
import { contentSetupRoutes } from "@/features/content/content-setup.router";
import { messageRoutes } from "@/features/messages/messages.router";
import { inventoryRoutes } from "@/features/parks/inventory-setup.router";
import { parkSetupProcedures } from "@/features/parks/parks-setup.router";
import { paymentPolicyRoutes } from "@/features/parks/payment-policy.router";
import { photoRoutes } from "@/features/parks/photos.router";
import { rateRoutes } from "@/features/rates/rates.router";
import { ruleRoutes } from "@/features/rates/rules.router";
import { reportsRoutes } from "@/features/reports/reports.router";
import { folioRoutes } from "@/features/reservations/folios.router";
import { reviewAdminRoutes } from "@/features/reviews/reviews.router";
import { guestRoutes } from "@/features/staff/guests.router";
import { staffParkProcedures, staffRoutes } from "@/features/staff/staff.router";
import { teamRoutes } from "@/features/staff/team.router";
import { createTRPCRouter } from "./trpc";

/**
 * `admin.*` — the staff console (api.md): the front desk's procedures (features/staff), the parks' setup beside
 * what each configures (parks: park, inventory, photos, payment policy; rates: rates, rules, closures; cart: promo codes, add-ons;
 * content), the guests' reviews (features/reviews) and the reports (features/reports), each a team procedure with its minimum role.
 */
export const adminRouter = createTRPCRouter({
  ...staffRoutes,
  ...teamRoutes,
  ...guestRoutes,
  ...inventoryRoutes,
  ...photoRoutes,
  ...paymentPolicyRoutes,
  ...rateRoutes,
  ...ruleRoutes,
  ...promotionRoutes,
  ...contentSetupRoutes,
  ...reportsRoutes,
  ...folioRoutes,
  ...messageRoutes,
  ...reviewAdminRoutes,
  parks: createTRPCRouter({ ...staffParkProcedures, ...parkSetupProcedures }),
});
