import { defineMessages } from '../index.js';

export const outputMessages = defineMessages({
  en: {
    unwritable: 'Could not write to {path} ({detail}). Check that the folder exists and you can write there, or choose another with --out.',
    outside_base: 'Refusing to write outside the output folder ({path}).',
  },
  pt: {
    unwritable: 'Não foi possível gravar em {path} ({detail}). Confira se a pasta existe e se você pode gravar nela, ou escolha outra com --out.',
    outside_base: 'Recusando gravar fora da pasta de saída ({path}).',
  },
  es: {
    unwritable: 'No se pudo escribir en {path} ({detail}). Verifica que la carpeta exista y que puedas escribir en ella, o elige otra con --out.',
    outside_base: 'Se rechaza escribir fuera de la carpeta de salida ({path}).',
  },
});
