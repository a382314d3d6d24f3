import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

/** Loaded with the first dialog (lib/ModalsHost.tsx). */
export default function LazyModalsProvider({ onMounted }: { onMounted: () => void }) {
  return (
    <>
      <ModalsProvider />
      {/* A later sibling's effect runs after the provider's own: its event listeners are on. */}
      <Mounted onMounted={onMounted} />
    </>
  );
}

function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}
