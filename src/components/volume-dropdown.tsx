import { Dropdown, Option } from '@fluentui/react-components';

/** A volume as a picker needs it. */
export interface VolumeChoice {
  readonly id: string;
  readonly title: string;
}

/**
 * Picks one of a book's volumes by title (import into, export, move to).
 * Label it with the Field around it.
 */
export function VolumeDropdown({
  volumes,
  value,
  onChange,
}: {
  volumes: readonly VolumeChoice[];
  value: string | null;
  onChange: (volumeId: string) => void;
}) {
  return (
    <Dropdown
      value={volumes.find((v) => v.id === value)?.title ?? ''}
      selectedOptions={value ? [value] : []}
      onOptionSelect={(_, data) => {
        if (data.optionValue) onChange(data.optionValue);
      }}
    >
      {volumes.map((volume) => (
        <Option key={volume.id} value={volume.id}>
          {volume.title}
        </Option>
      ))}
    </Dropdown>
  );
}
