import { createContext, useContext } from 'react';

export type LayoutKind = 'mobile' | 'desktop';

/** Chosen once at start from the user agent (spec §1); pages read it to adapt their layout. */
export const LayoutContext = createContext<LayoutKind>('mobile');

export const useLayoutKind = () => useContext(LayoutContext);
