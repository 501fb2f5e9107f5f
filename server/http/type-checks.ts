// Compile-time checks that a zod schema's output is exactly a contract type:
// `const _x: Equals<z.output<typeof schema>, SportDto> = true;` fails to compile on any drift.
export type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
