import { useEffect, useMemo, useState } from 'react';
import { LAYER_ORDER } from './layer-registry';
import { useMapView } from './map-context';
import { createPlaceLabelLayers, parsePlaces, type Place } from './place-labels';
import { BASEMAP_FILES } from './roadmap-style';
import { useDeckLayers } from './use-deck-layers';
import { useMapZoom } from './use-map-zoom';

const placesCache = new Map<string, Promise<Place[]>>();

/** Loads (once per URL) the gazetteer places of the offline basemap. */
function loadPlaces(url: string): Promise<Place[]> {
  let pending = placesCache.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((r) => (r.ok ? r.json() : { features: [] }))
      .then(parsePlaces)
      .catch(() => []);
    placesCache.set(url, pending);
  }
  return pending;
}

/** Place labels of the offline basemap (deck.gl TextLayer; MapLibre has no glyphs offline). Renders nothing. */
export function BasemapLabels({ baseUrl }: { baseUrl: string }) {
  const { map } = useMapView();
  const zoom = useMapZoom(map, 0.5);
  const [places, setPlaces] = useState<Place[]>([]);
  useEffect(() => {
    let live = true;
    void loadPlaces(`${baseUrl}${BASEMAP_FILES.places}`).then((p) => {
      if (live) setPlaces(p);
    });
    return () => {
      live = false;
    };
  }, [baseUrl]);
  const [bounds, setBounds] = useState<[number, number, number, number] | undefined>(undefined);
  useEffect(() => {
    // The view widened by half its size on each side, so that short pans need no update.
    const update = () => {
      const b = map.getBounds();
      const dx = (b.getEast() - b.getWest()) / 2;
      const dy = (b.getNorth() - b.getSouth()) / 2;
      setBounds([b.getWest() - dx, b.getSouth() - dy, b.getEast() + dx, b.getNorth() + dy]);
    };
    update();
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
    };
  }, [map]);
  const layers = useMemo(() => createPlaceLabelLayers(places, { zoom, bounds }), [places, zoom, bounds]);
  useDeckLayers(LAYER_ORDER.basemapLabels, layers);
  return null;
}
