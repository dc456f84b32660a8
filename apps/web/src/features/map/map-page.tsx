// The map (product §2 "Map", §4, §8; product §3, §15): dogs in the visible area as photo
// markers, clustered so thousands stay smooth (a crowded area's dogs come in groups,
// decision 019), shelters as labels that lead to their page, filters (sent with each
// request: the server filters), 'My Location', and a bottom card for the dog picked.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Map as LeafletMap } from 'leaflet';
import { LoaderCircle, LocateFixed, MapPin, Minus, Plus, SearchX } from 'lucide-react';
import { useLocation } from 'wouter';
import type { Dog, Me } from '@scout/domain';
import { MAP_DEFAULT_ZOOM, MAP_MAX_ZOOM } from '@scout/domain/constants';
import type { MapConfig } from '@scout/domain/contracts/map-config';
import { mapFilterParams, matchesMapFilters, NO_MAP_FILTERS } from '@scout/domain/contracts/map-filters';
import { useOpenConversation, useUnreadByDog } from '@/api/conversations';
import { dogQueries, useDog } from '@/api/dogs';
import { useMapConfig } from '@/api/map-config';
import { useSheltersIn } from '@/api/shelters';
import { useSwipe } from '@/api/swipes';
import { useHeaderFilter } from '@/components/header-filter';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHydrated } from '@/hooks/use-hydrated';
import { CONVERSATION_START_FAILED_TOAST } from '@/hooks/use-dog-actions';
import { readGuestProfile } from '@/lib/guest-storage';
import { buildDogIndex, itemsInView, type MapItem } from './dog-clusters';
import type { MapView } from './dog-map';
import { FiltersDrawer } from './filters-drawer';
import { bboxParam, contains, grown, MAP_MIN_ZOOM, type Bounds } from './map-bounds';
import { countLine, dogsInside } from './map-count';
import { activeFilterCount } from './map-filters';
import { openGroup } from './map-groups';
import type { DrawnItem } from './map-layers';
import { SelectedDogCard, SelectedDogCardError, SelectedDogCardLoading } from './selected-dog-card';
import { spreadMarkers } from './spread-markers';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLocateMe } from './use-locate-me';
import { useMapStart, type MapStart } from './use-map-start';

/** A pan or zoom asks for the new area's dogs once it has rested this long. */
const MARKER_FETCH_DEBOUNCE_MS = 300;
/** Markers just outside the view are drawn too, so a short pan shows no empty edge. */
const DRAW_MARGIN = 0.2;
/** Zoomed out further, shelter labels would cover each other; the dog clusters still show. */
const SHELTER_MIN_ZOOM = 8;
/** The bottom card's height and a margin: a dog picked lower than this is panned up into view. */
const CARD_CLEARANCE_PX = 310;
// Leaflet needs a browser: the map and its markers load in the browser only, and draw once
// the page is the browser's (a server-rendered page shows the toolbar first). Their download
// starts with this module's, not after the first render.
const loadMapCanvas = () => import('./map-canvas');
if (!import.meta.env.SSR) loadMapCanvas().catch(() => undefined);
const MapCanvas = lazy(loadMapCanvas);

/** Without an answer the map still works, on a plain background. */
const NO_TILES: MapConfig = { tileUrl: null, attribution: '' };

export default function MapPage() {
  useDocumentTitle('Map');
  const { start, me } = useMapStart();
  const configQuery = useMapConfig();
  const config = configQuery.isError ? NO_TILES : configQuery.data;
  if (!start || !config) return <MapLoading />;
  return <MapScreen start={start} config={config} me={me} />;
}

function MapLoading() {
  return (
    <div
      role="status"
      className="flex h-[calc(100dvh-9rem)] flex-col items-center justify-center gap-3 text-muted-foreground md:h-[calc(100dvh-4rem)]"
    >
      <MapPin className="size-10 animate-pulse text-brand-600" aria-hidden="true" />
      <p className="text-lg font-bold">Loading map...</p>
    </div>
  );
}

const padded = (bounds: Bounds) => grown(bounds, DRAW_MARGIN);

function MapScreen({ start, config, me }: { start: MapStart; config: MapConfig; me: Me | null }) {
  const [, navigate] = useLocation();
  const hydrated = useHydrated();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const [filters, setFilters] = useState(NO_MAP_FILTERS);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // A guest's survey answers score the picked dog in this browser; read once.
  const [guestProfile] = useState(() => (me ? null : readGuestProfile()));
  useHeaderFilter(() => setDrawerOpen(true));

  // The first view is fetched at once; later ones when the map has rested.
  const settledBounds = useDebouncedValue(view?.bounds ?? null, MARKER_FETCH_DEBOUNCE_MS);
  const requested = settledBounds ?? view?.bounds ?? null;
  // Under '/api/dogs', so anything that refreshes the dog lists (a lister's edit) refreshes the map too.
  const markersQuery = useQuery({
    ...dogQueries.map(requested ? bboxParam(requested) : '', filters),
    enabled: requested !== null,
  });
  // Shelter labels for the drawn area, read with the dogs once zoomed in enough to show them.
  const sheltersQuery = useSheltersIn(
    requested && view && view.zoom >= SHELTER_MIN_ZOOM ? bboxParam(padded(requested)) : null,
  );
  const area = markersQuery.data;

  const unreadByDog = useUnreadByDog();
  // An answer holds either dogs or groups, both already filtered by the server. Dogs are
  // filtered again here, so while a filter change loads, the dogs on screen already follow it.
  const dogs = useMemo(
    () => (area?.kind === 'dogs' ? area.dogs.filter((m) => matchesMapFilters(m, filters)) : []),
    [area, filters],
  );
  const groups = useMemo(() => (area?.kind === 'groups' ? area.groups : []), [area]);
  const index = useMemo(() => buildDogIndex(spreadMarkers(dogs), groups), [dogs, groups]);
  const items = useMemo<DrawnItem[]>(
    () =>
      view
        ? itemsInView(index, padded(view.bounds), view.zoom).map((item) => ({
            ...item,
            selected: item.kind === 'dog' && item.dog.id === selectedId,
            unread: item.kind === 'dog' ? (unreadByDog.get(item.dog.id) ?? 0) : 0,
          }))
        : [],
    [index, view, selectedId, unreadByDog],
  );
  const shelters = useMemo(() => {
    if (!view || view.zoom < SHELTER_MIN_ZOOM) return [];
    const drawn = padded(view.bounds);
    return (sheltersQuery.data ?? []).filter((s) => contains(drawn, s.latitude, s.longitude));
  }, [sheltersQuery.data, view]);

  const filtersOn = activeFilterCount(filters) > 0;
  const inView = view ? dogsInside(view.bounds, dogs, groups) : 0;
  const count = area ? countLine(inView) : null;

  const swipe = useSwipe();
  const openConversation = useOpenConversation();
  // The dog page reads the same query, so opening the full profile is instant.
  const selected = useDog(selectedId, me?.id ?? null, guestProfile);
  const { locate, locating } = useLocateMe(me, (latitude, longitude) =>
    map?.setView([latitude, longitude], Math.max(map.getZoom(), MAP_DEFAULT_ZOOM)),
  );

  useEffect(() => {
    if (!selectedId) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSelectedId(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [selectedId]);

  function selectDog(item: Extract<DrawnItem, { kind: 'dog' }>) {
    setSelectedId(item.dog.id);
    if (!map) return;
    // Keep the picked dog in sight above the card that opens over the bottom of the map.
    const point = map.latLngToContainerPoint([item.latitude, item.longitude]);
    const limit = map.getSize().y - CARD_CLEARANCE_PX;
    if (point.y > limit) map.panBy([0, point.y - limit], { animate: true });
  }

  function openCluster(item: Extract<MapItem, { kind: 'cluster' | 'group' }>) {
    if (!map) return;
    if (item.kind === 'cluster') {
      const zoom = Math.min(index.getClusterExpansionZoom(item.clusterId), MAP_MAX_ZOOM);
      map.setView([item.latitude, item.longitude], zoom, { animate: true });
      return;
    }
    // A group opens towards a view small enough to list its area's dogs one by one; a
    // shelter whose dogs still come as a group at the closest zoom opens its page instead.
    const opening = openGroup(item.group, map.getZoom(), area?.total ?? item.group.count);
    if (opening.kind === 'shelter') navigate(`/shelters/${opening.shelterId}`);
    else map.setView([item.latitude, item.longitude], opening.zoom, { animate: true });
  }

  function like(dog: Dog) {
    swipe.mutate(
      { dogId: dog.id, direction: 'right', dog },
      {
        onSuccess: () => {
          setSelectedId(null);
          toast({ title: 'Match!', description: `You liked ${dog.name}! Check your liked dogs.` });
        },
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to save your choice. Please try again.',
          }),
      },
    );
  }

  const clearFilters = () => setFilters(NO_MAP_FILTERS);

  return (
    // Full height between the header and the phone's bottom bar (main pads 5rem for it).
    <div className="-mb-4 flex h-[calc(100dvh-8rem)] flex-col md:mb-0 md:h-[calc(100dvh-4rem)]">
      <div className="flex items-center justify-between gap-3 border-b bg-background px-4 py-3 md:px-6">
        <div className="min-w-0">
          <h1 className="text-2xl font-black tracking-tight">Map</h1>
          {/* Wraps, so on a phone 'Filtered' goes under a long count rather than over My Location. */}
          <p
            className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm font-semibold text-muted-foreground"
            aria-live="polite"
            data-testid="map-count"
          >
            {count ? (
              <span>
                {count.n} {count.noun} nearby
              </span>
            ) : (
              'Finding dogs nearby…'
            )}
            {filtersOn ? (
              <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-bold text-secondary-foreground">
                Filtered
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Button variant="outline" onClick={() => void locate()} disabled={locating}>
            {locating ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <LocateFixed aria-hidden="true" />
            )}
            My Location
          </Button>
          <div className="flex" role="group" aria-label="Zoom">
            <Button
              variant="outline"
              size="icon"
              className="rounded-r-none"
              aria-label="Zoom in"
              disabled={!map || (view?.zoom ?? MAP_DEFAULT_ZOOM) >= MAP_MAX_ZOOM}
              onClick={() => map?.zoomIn()}
            >
              <Plus aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="-ml-px rounded-l-none"
              aria-label="Zoom out"
              disabled={!map || (view?.zoom ?? MAP_DEFAULT_ZOOM) <= MAP_MIN_ZOOM}
              onClick={() => map?.zoomOut()}
            >
              <Minus aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>

      <div
        className="relative min-h-0 flex-1"
        data-testid="map-area"
        data-bbox={view ? bboxParam(view.bounds) : undefined}
        // For tests: the filters as the request sends them, so a spec can find the page's answer.
        data-filters={mapFilterParams(filters)}
        data-zoom={view?.zoom}
        // For tests and benchmarks: true once the dogs drawn are the answer for this very view.
        data-settled={
          view !== null &&
          requested !== null &&
          bboxParam(requested) === bboxParam(view.bounds) &&
          markersQuery.isSuccess &&
          !markersQuery.isFetching
        }
      >
        {hydrated ? (
          <Suspense fallback={null}>
            <MapCanvas
              start={start}
              config={config}
              map={map}
              items={items}
              shelters={shelters}
              zoom={view?.zoom ?? MAP_DEFAULT_ZOOM}
              onReady={setMap}
              onView={setView}
              onBackgroundClick={() => setSelectedId(null)}
              onSelectDog={selectDog}
              onOpenCluster={openCluster}
              onOpenShelter={(shelter) => navigate(`/shelters/${shelter.id}`)}
            />
          </Suspense>
        ) : null}

        <div className="pointer-events-none absolute inset-x-0 top-3 z-10 flex justify-center px-16">
          {markersQuery.isError && !area ? (
            <div
              role="alert"
              className="pointer-events-auto flex items-center gap-3 rounded-full border bg-card px-4 py-2 text-sm font-bold shadow-soft"
            >
              Couldn't load the dogs here.
              <Button size="sm" variant="outline" onClick={() => void markersQuery.refetch()}>
                Try Again
              </Button>
            </div>
          ) : markersQuery.isFetching ? (
            <div
              role="status"
              className="flex items-center gap-2 rounded-full border bg-card/95 px-4 py-2 text-sm font-bold shadow-soft"
            >
              <LoaderCircle className="size-4 animate-spin text-brand-600" aria-hidden="true" />
              {area ? 'Loading dogs…' : 'Loading map...'}
            </div>
          ) : area && !filtersOn && inView === 0 ? (
            <p className="rounded-full border bg-card/95 px-4 py-2 text-sm font-bold shadow-soft">
              No dogs in this area yet. Zoom out to see more.
            </p>
          ) : null}
        </div>

        {area && filtersOn && inView === 0 ? (
          <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center p-6">
            <div className="pointer-events-auto flex max-w-sm flex-col items-center rounded-3xl border bg-card p-6 text-center shadow-lift">
              <span className="flex size-14 items-center justify-center rounded-3xl bg-secondary text-secondary-foreground">
                <SearchX className="size-7" aria-hidden="true" />
              </span>
              <h2 className="mt-4 text-2xl font-black tracking-tight">No Dogs Found</h2>
              <p className="mt-1 text-muted-foreground">No dogs match your current filters.</p>
              <Button className="mt-5" onClick={clearFilters}>
                Clear Filters
              </Button>
            </div>
          </div>
        ) : null}

        {selectedId ? (
          <div className="pointer-events-none absolute inset-x-3 bottom-3 z-20">
            {selected.data ? (
              <SelectedDogCard
                dog={selected.data}
                canLike={!me || me.role === 'adopter'}
                liking={swipe.isPending}
                onLike={() => like(selected.data)}
                onMessage={
                  me?.role === 'adopter'
                    ? () =>
                        openConversation.mutate(selected.data.id, {
                          onError: () => toast(CONVERSATION_START_FAILED_TOAST),
                        })
                    : null
                }
                messaging={openConversation.isPending}
                onClose={() => setSelectedId(null)}
              />
            ) : selected.isError ? (
              <SelectedDogCardError onRetry={() => void selected.refetch()} onClose={() => setSelectedId(null)} />
            ) : (
              <SelectedDogCardLoading onClose={() => setSelectedId(null)} />
            )}
          </div>
        ) : null}
      </div>

      <FiltersDrawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        filters={filters}
        onChange={setFilters}
        onClear={clearFilters}
        shownCount={count}
      />
    </div>
  );
}
