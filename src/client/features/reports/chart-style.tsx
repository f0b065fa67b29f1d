/**
 * The charts' colours are the theme's, so they follow light and dark: each is at least 3:1 against the
 * page's base colour in both (docs/decisions/reports.md), and the tables carry every figure besides.
 */
export const chartColours = {
  gross: 'var(--color-primary)',
  refunded: 'var(--color-error)',
  net: 'var(--color-success)',
  enrolled: 'var(--color-primary)',
  // Grey halfway between the text and the page: 3:1 or more against the page in both themes.
  free: 'color-mix(in oklab, var(--color-base-content) 50%, var(--color-base-100))',
  text: 'var(--color-base-content)',
  grid: 'color-mix(in oklab, var(--color-base-content) 15%, transparent)',
  page: 'var(--color-base-100)',
};

export const axisTick = { fill: chartColours.text, fontSize: 12 };

export const tooltipStyle = {
  contentStyle: {
    background: chartColours.page,
    border: `1px solid ${chartColours.grid}`,
    borderRadius: '0.5rem',
    color: chartColours.text,
  },
  labelStyle: { color: chartColours.text, fontWeight: 700 },
  cursor: { fill: chartColours.grid },
};

/** A legend entry's words in the text colour: the series' own colours are for the marks, not for reading. */
export const legendText = (value: string) => <span style={{ color: chartColours.text }}>{value}</span>;
