// The preprocessor: #define, #ifdef, #ifndef, #else, #endif (nested), an include
// guard that skips a file included twice, and directives inside included files.

#define FEATURE_A
#ifdef FEATURE_A
def HasA;
#else
def NoA;
#endif

#ifndef FEATURE_B
def NoB;
#ifdef FEATURE_A
def NoBButA;
#endif
#else
def HasB;
#endif

#ifdef FEATURE_B
#define NEVER
#endif
#ifdef NEVER
def Never;
#endif

include "include/guarded.td"
include "include/guarded.td"

#ifdef GUARDED_TD
def GuardDefined;
#endif

#ifdef FROM_INCLUDE
def IncludeDefined : Guarded;
#endif
