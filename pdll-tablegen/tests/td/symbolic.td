// Values that stay symbolic in class bodies print as LLVM prints them: template
// argument references, fields of other records, operators over unknowns, bits of
// unknowns, pasting, and Class<args> with unresolved arguments.

def ins;

class Inner<int v> { int val = v; }

class Outer<int a, string s, list<int> l, bits<4> b, dag d> {
  int plusOne = !add(a, 1);
  string name = s # "_x";
  string upper = !toupper(s);
  int head = !head(l);
  list<int> mapped = !foreach(e, l, !add(e, a));
  bits<2> low = b{1-0};
  bit top = b{3};
  Inner inner = Inner<a>;
  int innerVal = Inner<a>.val;
  dag args = !con(d, (ins));
  string sel = !if(!eq(a, 0), "zero", s);
  string cond = !cond(!lt(a, 0): "neg", true: s);
  int fold = !foldl(a, l, acc, e, !add(acc, e));
  string cast = !cast<string>(a);
  int sizeOf = !size(s);
  bit isa = !isa<Inner>(Inner<a>);
  string ref = NAME;
  int self = plusOne;
}

def O : Outer<2, "s", [1, 2], 0b1100, (ins)>;
