// The Mantine styles this area's screens use beyond the first page's (each screen imports this): the
// plans' cards and grid, the subscription's and payments' tables.
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
