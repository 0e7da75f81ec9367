/** The therapies, journals and focuses the catalogue forms choose from, read once per screen (stores/resource.ts). */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { catalogueOptions } from '../../shared/contract/admin/catalogue.ts';
import { createResource } from '../stores/resource.ts';

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

const NONE: Choices = { therapies: [], journals: [], focuses: [] };

/** Reads the choices when the screen opens (a failed read leaves the lists empty; the save then names the field). */
export function useChoices(): Choices {
  const [choices] = useState(() => createResource<Choices>(catalogueOptions));
  useEffect(() => void choices.load(), [choices]);
  return useStore(choices.$value) ?? NONE;
}
