// Loaded only through ./index.tsx's lazy wrappers, so chart code stays out of the first download.
import '@mantine/charts/styles.css';
export { BarChart, LineChart, PieChart, DonutChart, AreaChart } from '@mantine/charts';
