// Colour that honours NO_COLOR: every wizard text goes through <Txt>, which drops colours when the user asked for none
// and shows its text through `shownText` (recipe names, sender names and server messages are not trusted).
import { Text, type TextProps } from 'ink';
import React, { Children, createContext, useContext } from 'react';
import { redactSecrets } from '../../secrets.js';
import { terminalSafe } from '../../text.js';

export interface Theme {
  /** NO_COLOR is set (to anything but an empty string): no colour, no dim, no inverse */
  noColor: boolean;
}

const ThemeContext = createContext<Theme>({ noColor: false });

export function ThemeProvider({ noColor, children }: { noColor: boolean; children: React.ReactNode }): React.JSX.Element {
  return <ThemeContext.Provider value={{ noColor }}>{children}</ThemeContext.Provider>;
}

export function useTheme(): Theme {
  return useContext(ThemeContext);
}

/** https://no-color.org: a NO_COLOR that is present and not empty turns colour off. */
export function noColorFromEnv(env: NodeJS.ProcessEnv): boolean {
  return typeof env.NO_COLOR === 'string' && env.NO_COLOR !== '';
}

/** Text as a screen may show it: the run's secrets masked, escape sequences and control characters removed. */
export function shownText(text: string): string {
  return terminalSafe(redactSecrets(text));
}

function shownChildren(children: React.ReactNode): React.ReactNode {
  return typeof children === 'string' ? shownText(children) : Children.map(children, (child) => (typeof child === 'string' ? shownText(child) : child));
}

/** Ink's <Text>, without colour, dim or inverse under NO_COLOR (bold and underline stay: they are not colour). */
export function Txt(props: TextProps): React.JSX.Element {
  const { noColor } = useTheme();
  const children = shownChildren(props.children);
  if (!noColor) return <Text {...props}>{children}</Text>;
  const { color: _c, backgroundColor: _b, dimColor: _d, inverse: _i, ...rest } = props;
  return <Text {...rest}>{children}</Text>;
}
