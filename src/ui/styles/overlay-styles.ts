// Mantine's styles of what opens over the page (modals, drawers, dropdowns with a scroll area): imported by the
// modules that open one, so the first load of a page without any carries none of it.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ScrollArea.css';
