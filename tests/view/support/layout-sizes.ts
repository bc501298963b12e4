/** The screen sizes the table layout tests check (CSS pixels): phones both ways, tablets, a desktop. */
export const LAYOUT_SIZES = [
  ['phone portrait', 390, 844],
  ['small phone', 320, 640],
  ['phone landscape', 844, 390],
  ['tablet', 768, 1024],
  ['tablet landscape', 1024, 768],
  ['desktop', 1440, 900],
] as const;
