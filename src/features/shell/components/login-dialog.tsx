"use client";

import { Button, Modal, Stack, Text } from "@mantine/core";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

/**
 * The login dialog, opened by `auth=login` in the URL (spec §2). Closing it removes `auth` and `redirect` and
 * returns focus to what opened it. The sign-in and sign-up forms arrive with the accounts issue.
 */
export function LoginDialog() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const opened = params.get("auth") === "login";

  const close = () => {
    const next = new URLSearchParams(params.toString());
    next.delete("auth");
    next.delete("redirect");
    const query = next.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Sign in to Lantern Parks"
      centered
      size="md"
      closeButtonProps={{ "aria-label": "Close sign-in" }}
      classNames={{ title: "login-dialog-title" }}
    >
      <Stack gap="md">
        <Text>
          Member accounts are opening soon: you will sign in here to see your reservations, save parks to your
          wish list and join Rewards for 10 % off every stay.
        </Text>
        <Text c="dimmed" size="sm">
          You can book without an account today — your confirmation comes by e-mail.
        </Text>
        <Button onClick={close} data-autofocus>
          Continue as a guest
        </Button>
      </Stack>
    </Modal>
  );
}
