// Mantine's Modal (with its focus trap, portal and scroll lock), loaded on demand by lazy-modal.tsx.
export { Modal } from "@mantine/core";
