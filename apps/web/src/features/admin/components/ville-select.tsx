import { Select } from '@/components/ui/select';
import { useAdminVilles } from '../api/get-villes';
import { DESK_TEXT } from '../texts';

type VilleSelectProps = {
  value: number | undefined;
  onChange: (villeId: number | undefined) => void;
};

/** A filter on one city, 'Toutes les villes' first: the desk's and the clients' lists. */
export function VilleSelect({ value, onChange }: VilleSelectProps) {
  const villes = useAdminVilles();
  return (
    <Select
      aria-label={DESK_TEXT.cityLabel}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
    >
      <option value="">{DESK_TEXT.allCities}</option>
      {villes.data?.map((v) => (
        <option key={v.id} value={v.id}>
          {v.nom}
        </option>
      ))}
    </Select>
  );
}
