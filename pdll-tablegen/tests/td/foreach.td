// foreach over lists, ranges and bit-range lists, nested, with a single object or
// a block, inside a multiclass, and with pasted names.

class R<int n> {
  int num = n;
  string nm = "r" # n;
}

foreach i = [0, 1, 2] in
  def R#i : R<i>;

foreach i = {5-7} in {
  def S#i : R<i>;
}

foreach i = 10...11 in
  foreach j = ["a", "b"] in
    def P#i#j : R<i> { string suffix = j; }

foreach i = !range(3) in
  def T#i : R<!mul(i, 10)>;

foreach name = ["x", "y"] in {
  defvar up = !toupper(name);
  def Q_#name : R<0> { string upper = up; }
}

multiclass M<int count> {
  foreach k = !range(count) in
    def _#k : R<k>;
}
defm MC : M<2>;

foreach i = []<int> in
  def Never#i : R<0>;
