// @vitest-environment happy-dom
import { MESSAGES, poiAddedMessage, type Poi } from '@fleet/domain';
import type { LngLatPair, MapRightClickProps, PolygonDrawProps } from '@fleet/map-kit';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../app/notify';
import { usePoiEditor, type PoiEditorOptions } from './poi-editor';

// terra-draw needs a real map: the map-kit parts are stand-ins that expose their props.
const drawn: { props: PolygonDrawProps | null; rightClick: MapRightClickProps | null } = { props: null, rightClick: null };
vi.mock('@fleet/map-kit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@fleet/map-kit')>()),
  PolygonDraw: (props: PolygonDrawProps) => {
    drawn.props = props;
    return <span data-testid="draw-mode">{props.mode}</span>;
  },
  MapRightClick: (props: MapRightClickProps) => {
    drawn.rightClick = props;
    return null;
  },
}));
const save = { mutate: vi.fn(), isPending: false };
const remove = { mutate: vi.fn() };
vi.mock('@fleet/api', () => ({ useSavePoi: () => save, useDeletePoi: () => remove }));
vi.mock('../app/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const depot: Poi = {
  id: 7,
  name: 'Depot',
  paths: [
    { lat: 3, lng: 101 },
    { lat: 3, lng: 102 },
    { lat: 4, lng: 102 },
  ],
  metadata: { name: 'Depot', lat: 3.3, lng: 101.6, type: '', color: '' },
  meta: { type: '', color: '' },
  groups: [],
};
const triangle: LngLatPair[] = [
  [101, 3],
  [102, 3],
  [101.5, 4],
  [101, 3],
];
const admin: PoiEditorOptions['user'] = { uid: 'u1', userRole: 'Administrator', permissions: [] };

function Harness(options: PoiEditorOptions) {
  const editor = usePoiEditor(options);
  return (
    <div>
      {editor.mapChildren}
      {editor.tools}
      <span data-testid="hidden">{String(editor.hiddenPoiId)}</span>
    </div>
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('POI editor', () => {
  it('adds a drawn POI: name required, then the added message', async () => {
    render(<Harness pois={[]} user={admin} />);
    await userEvent.click(screen.getByTestId('poi-add'));
    expect(screen.getByTestId('draw-mode').textContent).toBe('draw');
    act(() => drawn.props!.onChange!(triangle));
    expect(screen.getByTestId('draw-mode').textContent).toBe('edit');
    expect(drawn.props!.value).toEqual(triangle);
    await userEvent.click(screen.getByTestId('poi-save'));
    expect(notify.error).toHaveBeenCalledWith(MESSAGES.poiNameRequired);
    expect(save.mutate).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('poi-name'), 'Yard');
    save.mutate.mockImplementation((_payload, callbacks: { onSuccess: () => void }) => callbacks.onSuccess());
    await userEvent.click(screen.getByTestId('poi-save'));
    expect(save.mutate.mock.calls[0]![0]).toMatchObject({ name: 'Yard', coords: triangle, uid: 'u1', meta: { type: '', color: '' } });
    expect(notify.success).toHaveBeenCalledWith(poiAddedMessage('Yard'));
    expect(screen.queryByTestId('poi-panel')).toBeNull();
    expect(screen.getByTestId('draw-mode').textContent).toBe('off');
  });

  it('right-click on a POI opens its menu; a failed save of an edit reverts it with the SPEC message', async () => {
    render(<Harness pois={[depot]} user={admin} />);
    act(() => drawn.rightClick!.onRightClick({ lng: 101.6, lat: 3.3, clientX: 10, clientY: 10 }));
    await userEvent.click(await screen.findByTestId('poi-menu-edit'));
    expect(screen.getByTestId('hidden').textContent).toBe('7');
    expect(screen.getByTestId('poi-save').textContent).toBe('Save');
    act(() => drawn.props!.onChange!(triangle));
    save.mutate.mockImplementation((_payload, callbacks: { onError: () => void }) => callbacks.onError());
    await userEvent.click(screen.getByTestId('poi-save'));
    expect(save.mutate.mock.calls[0]![0]).toMatchObject({ id: 7, name: 'Depot', coords: triangle });
    expect(notify.error).toHaveBeenCalledWith(MESSAGES.poiSaveFailed);
    expect(screen.getByTestId('draw-mode').textContent).toBe('off');
    expect(screen.getByTestId('hidden').textContent).toBe('null');
  });

  it('deletes from the menu, with the failure message when the call fails; no menu outside POIs', async () => {
    render(<Harness pois={[depot]} user={admin} />);
    act(() => drawn.rightClick!.onRightClick({ lng: 105, lat: 3.3, clientX: 10, clientY: 10 }));
    expect(screen.queryByTestId('poi-menu')).toBeNull();
    act(() => drawn.rightClick!.onRightClick({ lng: 101.6, lat: 3.3, clientX: 10, clientY: 10 }));
    remove.mutate.mockImplementation((_id, callbacks: { onError: () => void }) => callbacks.onError());
    await userEvent.click(await screen.findByTestId('poi-menu-delete'));
    expect(remove.mutate.mock.calls[0]![0]).toBe(7);
    expect(notify.error).toHaveBeenCalledWith(MESSAGES.poiDeleteFailed);
  });

  it('offers no Add POI button without the permission', () => {
    render(<Harness pois={[]} user={{ uid: 'u2', userRole: 'Client', permissions: [] }} />);
    expect(screen.queryByTestId('poi-add')).toBeNull();
  });
});
