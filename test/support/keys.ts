// What a terminal sends for the keys the screen tests press.
export const TAB = '\t';
export const SHIFT_TAB = '\u001B[Z';
export const ENTER = '\r';
export const ESC = '\u001B';
export const UP = '\u001B[A';
export const DOWN = '\u001B[B';
export const LEFT = '\u001B[D';
export const RIGHT = '\u001B[C';
export const PAGE_DOWN = '\u001B[6~';
export const BACKSPACE = '\u007F';
export const CTRL_H = '\b';
export const CTRL_C = '\u0003';
