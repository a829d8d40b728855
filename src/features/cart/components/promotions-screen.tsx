"use client";

import { useState } from "react";
import { ConsoleNotice, consoleStyles, type Notice } from "@/features/console/client";
import { AddonsSection } from "./addons-section";
import { PromoCodesSection } from "./promo-codes-section";

type Park = { id: string; slug: string; name: string };

/**
 * `/admin/promotions`: every promo code (add, edit, archive or restore) and the chosen park's add-ons and
 * mandatory fees (add, edit, deactivate). Guests' carts and prices follow on their next request.
 */
export function PromotionsScreen({ parks, park }: { parks: Park[]; park: Park }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <>
      <div className={consoleStyles.pageHead}>
        <h1>Promotions</h1>
      </div>
      <ConsoleNotice notice={notice} onDismiss={() => setNotice(null)} />
      <PromoCodesSection parks={parks} onNotice={setNotice} />
      <AddonsSection parks={parks} park={park} onNotice={setNotice} />
    </>
  );
}
