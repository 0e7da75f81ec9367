/** The therapies, journals and focuses the catalogue forms choose from, read once per screen. */
import { useEffect, useState } from 'react';
import { catalogueOptions } from '../../shared/contract/admin/catalogue.ts';
import { staffCall } from '../api.ts';

/** A choice of a select: id and title. */
export interface Choice {
  id: number;
  title: string;
}

/** The choices (empty lists until they arrive). */
export interface Choices {
  therapies: Choice[];
  journals: Choice[];
  focuses: string[];
}

/** Reads the choices when the screen opens. */
export function useChoices(): Choices {
  const [choices, setChoices] = useState<Choices>({ therapies: [], journals: [], focuses: [] });
  useEffect(() => {
    staffCall<Choices>(catalogueOptions)
      .then(setChoices)
      .catch(() => undefined);
  }, []);
  return choices;
}
