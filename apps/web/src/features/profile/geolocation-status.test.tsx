import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GeolocationIndicator } from './components/geolocation-indicator';
import { geolocationStatus, hasPosition } from './geolocation-status';

const none = { latitude: null, longitude: null };
const bassam = { latitude: 5.2, longitude: -3.74 };

describe('geolocation indicator', () => {
  it('needs both coordinates to count as a position', () => {
    expect(hasPosition(bassam)).toBe(true);
    expect(hasPosition({ latitude: 5.2, longitude: null })).toBe(false);
    // 0 is a real coordinate (the equator), not a missing one.
    expect(hasPosition({ latitude: 0, longitude: 0 })).toBe(true);
  });

  it('is red without a position and green with the saved one', () => {
    expect(geolocationStatus(none, none)).toMatchObject({ tone: 'red', pending: false });
    expect(geolocationStatus(bassam, bassam)).toMatchObject({ tone: 'green', pending: false });
  });

  it('turns green at once for a new position, reminding to save it', () => {
    expect(geolocationStatus(none, bassam)).toMatchObject({ tone: 'green', pending: true });
    expect(geolocationStatus(bassam, { latitude: 5.3, longitude: -3.74 })).toMatchObject({ pending: true });
  });

  it('shows the light and its words', () => {
    const { rerender } = render(<GeolocationIndicator status={geolocationStatus(none, none)} />);
    const light = screen.getByTestId('geolocation-indicator');
    expect(light.dataset.tone).toBe('red');
    expect(light.textContent).toBe('Position GPS non enregistrée');
    expect(light.querySelector('.bg-red-600')).not.toBeNull();

    rerender(<GeolocationIndicator status={geolocationStatus(none, bassam)} />);
    expect(screen.getByTestId('geolocation-indicator').dataset.tone).toBe('green');
    expect(screen.getByText('Position GPS enregistrée')).toBeTruthy();
    expect(screen.getByText("Nouvelle position : enregistrez l'adresse pour la garder.")).toBeTruthy();
  });
});
