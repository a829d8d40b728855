"use client";

import { Button } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";

/** Prints the confirmation (the page has print styles: no buttons, no navigation). */
export function PrintButton({ className }: { className?: string }) {
  return (
    <Button
      variant="default"
      className={className}
      leftSection={<IconPrinter size={18} aria-hidden />}
      onClick={() => window.print()}
    >
      Print confirmation
    </Button>
  );
}
