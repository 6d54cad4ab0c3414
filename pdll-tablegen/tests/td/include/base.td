// A base class, included by includes.td and by derived.td.
#ifndef BASE_TD
#define BASE_TD
class Base {
  string origin = "base.td";
  int level = 0;
}
#endif
