import { accountRouter } from "@/features/account/account.router";
import { alertsRouter } from "@/features/alerts/alerts.router";
import { authenticationRouter } from "@/features/authentication/authentication.router";
import { cartRouter } from "@/features/cart/cart.router";
import { checkoutRouter } from "@/features/checkout/checkout.router";
import { contactRouter } from "@/features/contact/contact.router";
import { contentRouter } from "@/features/content/content.router";
import { membershipRouter } from "@/features/membership/membership.router";
import { parksRouter } from "@/features/parks/parks.router";
import { ordersRouter } from "@/features/reservations/orders.router";
import { payRouter } from "@/features/reservations/pay.router";
import { reviewsRouter } from "@/features/reviews/reviews.router";
import { searchRouter } from "@/features/search/search.router";
import { wishlistRouter } from "@/features/wishlist/wishlist.router";
import { adminRouter } from "./admin-router";
import { createCallerFactory, createTRPCRouter } from "./trpc";

/** Every procedure of the public contract lives under `booking.`, the staff console's under `admin.` (api.md). */
export const appRouter = createTRPCRouter({
  admin: adminRouter,
  booking: createTRPCRouter({
    account: accountRouter,
    alerts: alertsRouter,
    authentication: authenticationRouter,
    cart: cartRouter,
    checkout: checkoutRouter,
    contact: contactRouter,
    content: contentRouter,
    membership: membershipRouter,
    orders: ordersRouter,
    parks: parksRouter,
    pay: payRouter,
    reviews: reviewsRouter,
    search: searchRouter,
    wishlist: wishlistRouter,
  }),
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
