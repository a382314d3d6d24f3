import type { Translation } from '@nimbus/shared/i18n';
import type { common } from '../en/common.ts';

export default {
  language: {
    label: 'Idioma',
    changeFailed: 'No se pudo guardar el idioma en tu cuenta. Inténtalo de nuevo.',
  },
  alerts: {
    success: '¡Hecho!',
    error: '¡Error!',
    ok: 'Aceptar',
  },
  confirm: {
    title: '¿Estás seguro?',
    yes: 'Sí',
    cancel: 'Cancelar',
  },
} satisfies Translation<typeof common>;
