import { courierPositionAnswerSchema, type CourierPosition } from '@comoe/shared/schemas/livreurs';
import { courierRequest } from './courier-request';

let last: CourierPosition | null = null;

/** The last position the phone gave this page, if any (sent along with the availability). */
export function lastPosition(): CourierPosition | null {
  return last;
}

/** `PUT /api/livreurs/position`: missions are then listed nearest first, with their distance. */
export function reportPosition(position: CourierPosition) {
  last = position;
  return courierRequest('/api/livreurs/position', {
    method: 'PUT',
    body: position,
    schema: courierPositionAnswerSchema,
  });
}
