import './styles/mantine.ts';
import { startApp } from './app/start-app.tsx';

const root = document.getElementById('indexApp');
if (!root) throw new Error('The page has no #indexApp element to mount Longshot into.');
startApp(root).catch((error: unknown) => {
  // Settings failures are already absorbed; anything reaching here is a bug worth seeing in the console.
  console.error('Longshot could not start', error);
});
