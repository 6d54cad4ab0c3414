// defvar at top level, in records, in foreach and multiclass bodies; defset
// collecting defs (including those made by foreach and defm).

defvar Base = 100;
defvar Names = ["a", "b"];

class Num<int v> { int value = v; }

def UsesGlobal : Num<Base> {
  defvar local = !mul(Base, 2);
  int twice = local;
}

defset list<Num> AllNums = {
  def N1 : Num<1>;
  foreach n = Names in {
    defvar idx = !find("ab", n);
    def N_#n : Num<!add(Base, idx)>;
  }
  multiclass Two<int x> {
    defvar y = !add(x, 1);
    def _a : Num<x>;
    def _b : Num<y>;
  }
  defm T : Two<7>;
}

def Collected {
  list<Num> all = AllNums;
  int count = !size(AllNums);
  list<int> values = !foreach(n, AllNums, n.value);
}

defset list<Num> Empty = {}
def UsesEmpty { int n = !size(Empty); }
