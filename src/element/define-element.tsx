/**
 * Turns a React component into a custom element on top of r2wc, fixing what r2wc leaves out:
 * - styles go into the shadow root as constructed stylesheets (CSP-safe, shared by instances);
 * - boolean attributes are true when present (even bare) and false when removed;
 * - events are `mc-*` CustomEvents that bubble and cross shadow roots (see `useEmit`);
 * - the component renders only once its language's strings are loaded, in the right direction; until then the
 *   element is in the CSS custom state `loading` (`:state(loading)`), so a page can hold its place;
 * - mounting waits for a coming task (`queueMount`) and the first render may yield to the browser (a
 *   transition), so a page that adds many elements at once does not block the main thread for all of them;
 * - a tag that is already defined is left alone, so loading the kit twice is harmless.
 */
import r2wc from '@r2wc/core';
import { createRoot, type Root } from 'react-dom/client';
import { startTransition, useLayoutEffect, type ComponentType } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { adoptStyles } from './adopt-styles.js';
import { queueMount } from './mount-queue.js';
import { HostContext } from './host-context.js';
import { baseStyles } from '../ui/base-styles.js';
import { direction, ensureLocale, language, localeReady } from '../i18n/i18n.js';
import { languageInfo } from '../i18n/languages.js';
import { startRuntime } from '../runtime/runtime.js';

/** `property`: a JavaScript property only, never read from or written to an attribute (secrets, objects). */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json' | 'property';

export interface ElementOptions<Props> {
  /** Props exposed as attributes (kebab-cased) and properties, with their types. */
  attributes: { [K in keyof Props]?: AttributeType };
  /** The element's own CSS, added after the shared base styles. */
  styles?: string;
}

type R2wcElement = HTMLElement & {
  connectedCallback(): void;
  attributeChangedCallback(attribute: string, oldValue: string | null, value: string | null): void;
  [key: symbol]: unknown;
};

// r2wc keeps its state under registered symbols; they are part of its published build.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Each element's internals, for its custom states (browsers without them simply show no state). */
const internalsOf = new WeakMap<HTMLElement, ElementInternals>();

/** The custom states of an element this module defined (none in a browser without them). */
export function elementStates(host: HTMLElement): CustomStateSet | undefined {
  return internalsOf.get(host)?.states;
}

function Frame({ host, children }: { host: HTMLElement; children: React.ReactNode }) {
  useSignals();
  // The runtime's strings and the element's own (the build gives each element its own part of a language).
  const ready = localeReady(host.localName);
  useLayoutEffect(() => {
    const states = internalsOf.get(host)?.states;
    if (!states) return;
    if (ready) states.delete('loading');
    else states.add('loading');
  }, [host, ready]);
  // Reading the signals subscribes this frame: a language change re-renders every element.
  const dir = direction.value;
  const lang = language.value;
  if (!ready) return <div part="loading" className="mc-loading" aria-busy="true" />;
  return (
    <HostContext.Provider value={host}>
      <div className="mc-frame" dir={dir} lang={languageInfo(lang).tag}>
        {children}
      </div>
    </HostContext.Provider>
  );
}

export function defineElement<Props extends object>(
  tag: `mc-${string}`,
  Component: ComponentType<Props>,
  options: ElementOptions<Props>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;

  const booleans = Object.entries(options.attributes)
    .filter(([, type]) => type === 'boolean')
    .map(([name]) => name);

  /** One mounted element: its root once the mount queue has reached it, and the props it renders. */
  interface Mounted {
    root: Root | null;
    host: HTMLElement;
    Inner: ComponentType<Props>;
    props: Props;
    unmounted: boolean;
  }

  const renderer = {
    mount(container: HTMLElement, Inner: ComponentType<Props>, props: Props): Mounted {
      const shadow = container as unknown as ShadowRoot;
      const context: Mounted = { root: null, host: shadow.host as HTMLElement, Inner, props, unmounted: false };
      queueMount(() => {
        if (context.unmounted) return;
        adoptStyles(shadow, baseStyles, options.styles ?? '');
        context.root = createRoot(shadow);
        // The first render is a transition: React renders it in slices and lets input in between, and the
        // element is in its `loading` state until it commits. Later renders (attributes, signals) are urgent.
        startTransition(() => renderInto(context));
      });
      return context;
    },
    update(context: Mounted, props: Props) {
      context.props = props;
      // Not mounted yet: the mount renders the latest props.
      if (context.root) renderInto(context);
    },
    unmount(context: Mounted) {
      context.unmounted = true;
      context.root?.unmount();
    },
  };

  function renderInto(context: Mounted) {
    const { Inner, props } = context;
    const { container: _container, ...rest } = props as Props & { container?: unknown };
    context.root!.render(
      <Frame host={context.host}>
        <Inner {...(rest as Props)} />
      </Frame>,
    );
  }

  const Base = r2wc(
    Component as ComponentType<Props & { container?: HTMLElement }>,
    { shadow: 'open', props: options.attributes as never },
    renderer as never,
  ) as unknown as new () => R2wcElement;

  class McElement extends Base {
    constructor() {
      super();
      try {
        const internals = this.attachInternals();
        internalsOf.set(this, internals);
        // Loading from the start: React paints its first frame a moment after the element connects.
        internals.states.add('loading');
      } catch {
        // No custom states in this browser: pages just cannot style the loading moment.
      }
      // r2wc parses only non-empty attribute values, so a bare boolean attribute would read as absent.
      const props = this[PROPS] as Record<string, unknown>;
      for (const name of booleans) props[name] = this.hasAttribute(kebab(name));
    }

    override connectedCallback(): void {
      startRuntime();
      void ensureLocale(this.localName);
      super.connectedCallback();
    }

    override attributeChangedCallback(attribute: string, oldValue: string | null, value: string | null): void {
      const name = booleans.find((prop) => kebab(prop) === attribute);
      if (!name) {
        const other = (Object.keys(options.attributes) as (keyof Props & string)[]).find((prop) => kebab(prop) === attribute);
        // r2wc ignores a removed or emptied attribute and keeps the old value; the prop must follow the page.
        if (other && !value) {
          (this[PROPS] as Record<string, unknown>)[other] =
            value === '' && options.attributes[other] === 'string' ? '' : undefined;
          return (this[RENDER] as () => void).call(this);
        }
        return super.attributeChangedCallback(attribute, oldValue, value);
      }
      // r2wc ignores removal; a removed boolean attribute must turn the prop off.
      (this[PROPS] as Record<string, unknown>)[name] = value !== null;
      (this[RENDER] as () => void).call(this);
    }
  }

  // Boolean properties reflect to presence, not to "true"/"false" text.
  for (const name of booleans) {
    Object.defineProperty(McElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: R2wcElement) {
        return (this[PROPS] as Record<string, unknown>)[name] === true;
      },
      set(this: HTMLElement, value: unknown) {
        this.toggleAttribute(kebab(name), Boolean(value));
      },
    });
  }

  customElements.define(tag, McElement as unknown as CustomElementConstructor);
  return McElement as unknown as CustomElementConstructor;
}
