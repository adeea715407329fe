/** The site origin the unit tests build with. */
export const TEST_ORIGIN = 'https://teste.orla.example';
