interface MapListsSkeletonProps {
  /** The screen's block class: its `__layout`, `__map`, `__map--skeleton` and `__lists` parts lay the placeholder out as the loaded screen. */
  block: string;
  /** What is loading, announced while it does. */
  label: string;
  /** The classes of the map's shimmer and of one list row's. */
  mapClassName: string;
  rowClassName: string;
}

/** A screen of a map beside lists, while it loads: the map's box and six rows, in grey. */
export function MapListsSkeleton({ block, label, mapClassName, rowClassName }: MapListsSkeletonProps) {
  return (
    <div className={block} role="status" aria-label={label} aria-busy="true">
      <div className={`${block}__layout`} aria-hidden="true">
        <div className={`${block}__map ${mapClassName} ${block}__map--skeleton`} />
        <div className={`${block}__lists`}>
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className={rowClassName} />
          ))}
        </div>
      </div>
    </div>
  );
}
