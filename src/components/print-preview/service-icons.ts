import {
  IconBuildingCottage,
  IconHomeCog,
  IconLayoutRows,
  IconReplace,
  IconRuler,
  IconShieldCheck,
  IconSolarPanel,
  IconStairs,
  IconSun,
  IconTemperature,
  IconTool,
  IconWindow,
} from '@tabler/icons-react';

type Icon = typeof IconTool;

/** The marketing services' icon names (server/db/seed) drawn with Tabler icons; an unknown name gets a tool. */
const ICONS: Record<string, Icon> = {
  window: IconWindow,
  replace: IconReplace,
  insulation: IconTemperature,
  blinds: IconLayoutRows,
  loft: IconStairs,
  sun: IconSun,
  roof: IconBuildingCottage,
  ruler: IconRuler,
  solar: IconSolarPanel,
  shield: IconShieldCheck,
  home: IconHomeCog,
};

export function serviceIcon(name: string): Icon {
  return ICONS[name] ?? IconTool;
}
