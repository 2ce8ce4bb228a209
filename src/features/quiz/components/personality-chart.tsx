import { DIMENSION_LABELS, DIMENSION_SCALES, DIMENSIONS, type DimensionScores } from '@/domain/quiz/dimensions';

/** The chart's accessible summary: every dimension and its score, in words. */
export function chartSummary(scores: DimensionScores): string {
  const parts = DIMENSIONS.map((dimension) => {
    const scale = DIMENSION_SCALES[dimension];
    const note = dimension === 'pace' || dimension === 'budget' ? ` (0 ${scale.low}, 100 ${scale.high})` : '';
    return `${DIMENSION_LABELS[dimension]} ${scores[dimension]}${note}`;
  });
  return `Your travel dimensions, out of 100: ${parts.join(', ')}.`;
}

const ROW = 36;
const LABEL_WIDTH = 104;
const BAR_WIDTH = 240;
const VALUE_WIDTH = 44;

/**
 * A bar per dimension (0-100), as an SVG image with a summary for screen
 * readers, and the numbers in a visually hidden table.
 */
export function PersonalityChart({ scores, title = 'Your scores by dimension' }: { scores: DimensionScores; title?: string }) {
  const width = LABEL_WIDTH + BAR_WIDTH + VALUE_WIDTH;
  const height = DIMENSIONS.length * ROW;
  return (
    <figure className="personality-chart">
      <svg
        role="img"
        aria-label={chartSummary(scores)}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className="personality-chart__svg"
      >
        {DIMENSIONS.map((dimension, index) => {
          const y = index * ROW;
          const value = scores[dimension];
          return (
            <g key={dimension}>
              <text x={0} y={y + ROW / 2} dominantBaseline="middle" className="personality-chart__label">
                {DIMENSION_LABELS[dimension]}
              </text>
              <rect x={LABEL_WIDTH} y={y + 8} width={BAR_WIDTH} height={ROW - 16} rx={4} className="personality-chart__track" />
              <rect
                x={LABEL_WIDTH}
                y={y + 8}
                width={(BAR_WIDTH * value) / 100}
                height={ROW - 16}
                rx={4}
                className="personality-chart__bar"
              />
              <text
                x={LABEL_WIDTH + BAR_WIDTH + 8}
                y={y + ROW / 2}
                dominantBaseline="middle"
                className="personality-chart__value"
              >
                {value}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="personality-chart__caption">
        Pace runs from slow (0) to fast (100); budget from thrifty (0) to lavish (100).
      </figcaption>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Dimension</th>
            <th scope="col">Score out of 100</th>
          </tr>
        </thead>
        <tbody>
          {DIMENSIONS.map((dimension) => (
            <tr key={dimension}>
              <th scope="row">{DIMENSION_LABELS[dimension]}</th>
              <td>{scores[dimension]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
