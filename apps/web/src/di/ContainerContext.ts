import { createContext } from 'react';
import type { Container } from 'inversify';

/** The app's inversify container, provided once at the top of the tree (main.tsx). */
export const ContainerContext = createContext<Container | null>(null);
