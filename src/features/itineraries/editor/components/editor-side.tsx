/**
 * Beside the plan: the map and the assistant. On a wide screen they are half
 * of the editor, a column that stays in view while the plan scrolls, the map
 * and the assistant as two tabs of it (docs/itineraries.md, "The editor").
 * On a phone both follow the plan, one tap away by the jump bar.
 */
import { memo, useId, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { TabList, type TabOf } from '@/components/tab-list';
import { useIsNarrowerThan } from '@/stores/use-window-store';
import type { GeoPoint, ItineraryDoc } from '@/domain/itineraries/types';
import { useTripTravel } from '../../days/use-routed-legs';
import { MapPanel, type MapMarker, type MapPlan } from '../../map/map-panel';
import { EDITOR_DAY_SECTIONS, useDayInView } from '../../map/use-day-in-view';
import { highlightActions, useHighlightOnScreen, useHighlightedId, useHighlightedLeg } from '../../hooks/use-highlight';

/** Widest viewport (CSS pixels) laid out as a phone: the plan, then the assistant and the map below it (editor.css). */
export const PHONE_MAX_WIDTH = 900;
/** Where the phone's jump bar goes. */
export const ASSISTANT_ID = 'editor-assistant';
export const MAP_ID = 'editor-map';

type Tab = 'map' | 'assistant';
const TABS: ReadonlyArray<TabOf<Tab>> = [
  { value: 'map', label: 'Map', panel: MAP_ID },
  { value: 'assistant', label: 'Assistant', panel: ASSISTANT_ID },
];

export interface EditorSideProps {
  /** The assistant's panel, or null where there is none (someone who cannot edit). */
  assistant: ReactNode;
  markers: MapMarker[];
  /** The plan as shown, for the chosen day's path leg by leg. */
  plan: MapPlan;
  /** The means chosen per leg on the trip, as the plan's rows read them. */
  legModes: ItineraryDoc['legModes'];
  centre: GeoPoint | null;
  title: string;
  /** The plan's column: the map follows the day in view there. */
  planRef: RefObject<HTMLElement | null>;
}

export function EditorSide({ assistant, markers, plan, legModes, centre, title, planRef }: EditorSideProps) {
  useHighlightOnScreen();
  const phone = useIsNarrowerThan(PHONE_MAX_WIDTH);
  const [tab, setTab] = useState<Tab>('map');
  const ids = useId();
  // Tabs only beside the plan; on a phone the assistant and the map are one below the other, as they were.
  const tabs = assistant !== null && !phone;
  const tabId = (which: Tab) => `${ids}-${which}`;

  const panel = (which: Tab) =>
    tabs ? { role: 'tabpanel', 'aria-labelledby': tabId(which), hidden: tab !== which } : {};

  return (
    <div
      className={['itinerary-editor__side', assistant !== null ? 'itinerary-editor__side--with-assistant' : '', tabs ? 'itinerary-editor__side--tabs' : '']
        .filter(Boolean)
        .join(' ')}
    >
      {tabs ? (
        <TabList
          label="Map or assistant"
          tabs={TABS}
          selected={tab}
          onSelect={setTab}
          tabId={tabId}
          className="itinerary-editor__tabs"
          tabClassName="itinerary-editor__tab"
        />
      ) : null}
      {assistant !== null ? (
        <div id={ASSISTANT_ID} tabIndex={-1} className="itinerary-editor__jump-target itinerary-editor__assistant" {...panel('assistant')}>
          {assistant}
        </div>
      ) : null}
      <div id={MAP_ID} tabIndex={-1} className="itinerary-editor__jump-target itinerary-editor__map-wrap" {...panel('map')}>
        <EditorMap markers={markers} plan={plan} legModes={legModes} centre={centre} title={title} planRef={planRef} />
      </div>
    </div>
  );
}

/** Shows the stop chosen on the map in the plan. */
function selectFromMap(id: string) {
  const row = document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(id)}"]`);
  row?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  highlightActions.highlighted(id);
}

/** The map, which alone follows the highlights and the day in view: hovering a stop or a leg, or scrolling to a day, re-renders it, not the editor. */
const EditorMap = memo(function EditorMap({ markers, plan, legModes, centre, title, planRef }: Omit<EditorSideProps, 'assistant'>) {
  const highlightedId = useHighlightedId();
  const highlightedLeg = useHighlightedLeg();
  // The legs as the plan's rows have them: the means the person chose for a leg is the one drawn.
  const travel = useTripTravel({ legModes }, plan.items, plan.days);
  const mapPlan = useMemo(() => ({ ...plan, context: { ...plan.context, ...travel } }), [plan, travel]);
  const dayInView = useDayInView(planRef, EDITOR_DAY_SECTIONS);
  return (
    <MapPanel
      centre={centre}
      markers={markers}
      highlightedId={highlightedId}
      onHighlight={highlightActions.highlighted}
      onSelect={selectFromMap}
      dayInView={dayInView}
      plan={mapPlan}
      highlightedLeg={highlightedLeg}
      onHighlightLeg={highlightActions.legHighlighted}
      label={`Map of ${title}`}
      className="itinerary-editor__map-panel"
    />
  );
});
