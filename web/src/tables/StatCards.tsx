import { SimpleGrid, Stat } from '@chakra-ui/react';

/** The totals above a table (totalEmployeesValues and the percentages). */
export function StatCards({ stats }: { stats: { label: string; value: string }[] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: stats.length }} gap="3">
      {stats.map((stat) => (
        <Stat.Root key={stat.label} bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p="4">
          <Stat.Label color="gray.700">{stat.label}</Stat.Label>
          <Stat.ValueText color="gray.900">{stat.value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
