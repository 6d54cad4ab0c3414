// Classes with template arguments (defaults, positional and named), inheritance,
// let overrides in bodies, `field`, bits and bit ranges, code strings, anonymous
// defs, `Class<args>` values and NAME.

class Base {
  string kind = "base";
  int weight = 1;
}

class Named<string n, int w = 10> : Base {
  string name = n;
  let weight = w;
  string self = NAME;
}

class Flags<bits<4> f> {
  bits<4> flags = f;
  bits<8> wide = { 0, 0, 1, 1, f{3...0} };
  bit low = f{0};
}

class Op<string mnemonic, list<string> traits = [], bit pure = 0>
    : Named<mnemonic, !size(traits)>, Flags<0b1010> {
  let kind = "op";
  list<string> traitList = traits;
  bit isPure = pure;
  code body = [{ return {{x}}; }];
  field string extra = ?;
  int unknown;
}

def AddOp : Op<"add", ["Commutative", "Pure"], 1>;
def SubOp : Op<"sub"> {
  let weight = 7;
  let flags{1} = 0;
  let wide{7...4} = 0b1111;
}
def MulOp : Op<"mul", pure = 1, traits = ["Commutative"]>;
def : Named<"anon">;
def : Named<"anon2", 3>;

class Pair<int a, int b> {
  int first = a;
  int second = b;
  int sum = !add(a, b);
}

def UsesPair {
  Pair p = Pair<1, 2>;
  int s = Pair<3, 4>.sum;
  list<Pair> ps = [Pair<5, 6>, Pair<1, 2>];
}

class Ref<Base b> {
  Base target = b;
  string targetKind = b.kind;
}
def RefAdd : Ref<AddOp>;

// A class forward-declared, then defined.
class Later;
class Later { int v = 3; }
def L : Later;

// A def refers to itself by name.
def SelfRef {
  string me = "SelfRef";
  int n = 4;
  int twice = !mul(n, 2);
}
