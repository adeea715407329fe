/**
 * /admin/phone.css: Decap CMS 3.16 holds its entry editor and its toolbar at 800 px wide, so on a
 * phone "Publicar" and a list's buttons sit off screen. Below that width they take the screen's.
 * Decap's styles are emotion classes named after their components (`css-1x2y3z-EditorContainer`).
 */
export const PHONE_CSS = `@media (max-width: 799px) {
  [class*="-EditorContainer"],
  [class*="-ToolbarContainer"] {
    min-width: 0 !important;
  }
  [class*="-ToolbarContainer"] {
    flex-wrap: wrap;
    height: auto !important;
  }
}
`;
