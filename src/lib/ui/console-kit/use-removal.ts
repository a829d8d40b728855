import { useRef, useState } from "react";
import { formErrorOf } from "@/lib/trpc/form-errors";

/**
 * A remove-confirmation dialog's state: the server's refusal shown in the dialog, and, once the dialog has closed
 * after a removal, `onGone` (the row and its Remove button are gone: the focus must go somewhere that stays).
 * `reset` clears the mutation's state when the dialog is closed.
 */
export function useRemoval({
  onClose,
  onGone,
  reset,
}: {
  onClose: () => void;
  onGone: () => void;
  reset?: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const removed = useRef(false);
  return {
    problem,
    close: () => {
      setProblem(null);
      reset?.();
      onClose();
    },
    onExitTransitionEnd: () => {
      if (removed.current) onGone();
      removed.current = false;
    },
    starting: () => setProblem(null),
    succeeded: () => {
      setProblem(null);
      removed.current = true;
    },
    failed: (error: unknown) => {
      const failure = formErrorOf(error);
      setProblem(failure.message ?? Object.values(failure.fields)[0] ?? "Not removed.");
    },
  };
}
