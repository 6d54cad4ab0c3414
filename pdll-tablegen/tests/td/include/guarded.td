// Included twice by preprocessor.td: the guard keeps the second copy out.
#ifndef GUARDED_TD
#define GUARDED_TD

class Guarded { string from = "guarded.td"; }
def G1 : Guarded;

#define FROM_INCLUDE
#endif // GUARDED_TD
