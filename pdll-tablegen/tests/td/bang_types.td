// Type bang operators: !cast to records, strings and ints, !isa, !exists, !repr,
// records as values and their types.

class Shape { string n = ""; }
class Circle : Shape { let n = "circle"; int r = 1; }
class Square : Shape { let n = "square"; }

def C0 : Circle;
def S0 : Square;

def Types {
  Shape byName = !cast<Shape>("C0");
  Circle byPaste = !cast<Circle>("C" # 0);
  string name = !cast<string>(S0);
  int fromBits = !cast<int>(0b110);
  bit isCircle = !isa<Circle>(C0);
  bit isSquare = !isa<Square>(C0);
  bit isShape = !isa<Shape>(S0);
  bit intIsInt = !isa<int>(3);
  bit exists = !exists<Circle>("C0");
  bit existsWrong = !exists<Square>("C0");
  bit missing = !exists<Shape>("Nope");
  string repr = !repr([1, 2]);
  int radius = C0.r;
  string viaCast = !cast<Shape>("S0").n;
}

class Lookup<string recName> {
  Shape s = !cast<Shape>(recName);
  bit known = !exists<Shape>(recName);
  string kind = !cast<Shape>(recName).n;
}
def L0 : Lookup<"S0">;
