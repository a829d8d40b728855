import { Alert } from "@mantine/core";

/** A form's problem that belongs to no single field, announced when it appears. */
export function FormAlert({ message, title }: { message: string | null; title?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" title={title} role="alert" variant="light">
      {message}
    </Alert>
  );
}
