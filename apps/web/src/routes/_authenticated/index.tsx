import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage';

/** / (app-shell §2.3): the home page; the guard applies the home redirect by licence when its page is built. */
export const Route = createFileRoute('/_authenticated/')({ component: HomePage });
