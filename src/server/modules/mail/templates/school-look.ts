/**
 * The theme's colours (src/client/styles.css, light theme) as hex: mail programs know no oklch().
 * primary fuchsia, secondary deep plum, base-200 the pale pink of the page, base-content the text.
 */
export const look = {
  primary: '#c026d3',
  primaryContent: '#ffffff',
  secondary: '#86198f',
  page: '#fdf4ff',
  card: '#ffffff',
  text: '#101828',
  muted: '#4a5565',
  font: "'Nunito Variable', Nunito, 'Segoe UI', Helvetica, Arial, sans-serif",
};
