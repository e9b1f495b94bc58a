import { waitForBuild } from './built';

// Every browser file starts once the global setup's background build has ended.
await waitForBuild();
