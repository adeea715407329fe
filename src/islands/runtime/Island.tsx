import { createElement, useContext, type ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { islands, type IslandName } from '../registry';
import { IslandContext } from './IslandContext';
import { ISLAND_ATTR, PREFIX_ATTR, PROPS_ATTR, serializeProps } from './serialize';

type IslandProps<N extends IslandName> = {
  name: N;
  props: ComponentProps<(typeof islands)[N]>;
};

/**
 * Server side of an island: renders the component on its own, with its own `identifierPrefix`,
 * exactly as the client will hydrate it, inside a real box that carries its name and props.
 */
export function Island<N extends IslandName>({ name, props }: IslandProps<N>) {
  const collector = useContext(IslandContext);
  if (!collector) throw new Error(`<Island name="${name}"> rendered outside a page render`);
  collector.used.add(name);
  const prefix = `${name.toLowerCase()}${collector.count++}-`;
  const html = renderToString(createElement(islands[name] as React.ComponentType<object>, props), { identifierPrefix: prefix });
  return createElement('div', {
    [ISLAND_ATTR]: name,
    [PREFIX_ATTR]: prefix,
    [PROPS_ATTR]: serializeProps(props),
    dangerouslySetInnerHTML: { __html: html },
  });
}
