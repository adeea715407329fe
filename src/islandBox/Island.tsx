import { createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandRoot } from '../islands/runtime/IslandRoot';
import { HYDRATE_ATTR, ISLAND_ATTR, PREFIX_ATTR, PROPS_ATTR } from '../shared/attributes';
import { serializeProps, type HydrateStrategy } from '../shared/islandProps';
import { IslandContext } from './IslandContext';
import { islands, type IslandName, type PropsOf } from './registry';

type IslandProps<N extends IslandName> = {
  name: N;
  props: Omit<PropsOf<N>, 'children'>;
  /** Default `idle`; `visible` or `scroll` for islands below the fold, so their code loads only when needed. */
  hydrate?: HydrateStrategy;
  className?: string;
  /**
   * Server markup the island drives (a carousel's slides, a list of cards): rendered on the server
   * where the island places it (`ServerMarkup`), kept as it is in the browser, never sent as props.
   */
  children?: ReactNode;
};

/**
 * Server side of an island: renders the component on its own, with its own `identifierPrefix`,
 * exactly as the client will hydrate it, inside a real box that carries its name and props.
 */
export function Island<N extends IslandName>({ name, props, hydrate = 'idle', className, children }: IslandProps<N>) {
  const collector = useContext(IslandContext);
  if (!collector) throw new Error(`<Island name="${name}"> rendered outside a page render`);
  const strategies = collector.used.get(name) ?? new Set<HydrateStrategy>();
  collector.used.set(name, strategies.add(hydrate));
  const prefix = `${name.toLowerCase()}${collector.count++}-`;
  const component = islands[name] as ComponentType<object>;
  const html = renderToString(createElement(IslandRoot, null, createElement(component, props, children)), { identifierPrefix: prefix });
  return createElement('div', {
    className,
    [ISLAND_ATTR]: name,
    [PREFIX_ATTR]: prefix,
    [HYDRATE_ATTR]: hydrate === 'idle' ? undefined : hydrate,
    [PROPS_ATTR]: Object.keys(props).length > 0 ? serializeProps(props) : undefined,
    dangerouslySetInnerHTML: { __html: html },
  });
}
