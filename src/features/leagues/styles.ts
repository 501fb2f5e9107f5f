// The stylesheets of the Mantine components only the leagues area uses (src/styles/mantine.ts has the
// shell's): they load with the area's chunks, not with the first page.
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/SimpleGrid.css';
