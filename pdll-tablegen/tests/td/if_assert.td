// if/then/else at top level, in foreach and multiclass bodies; assert at top level
// and in records and multiclasses (all pass); dump (printed elsewhere, not here).

defvar Enabled = 1;

class Opt<int level> {
  int lvl = level;
  assert !ge(level, 0), "level must be non-negative";
}

if Enabled then
  def On : Opt<1>;
else
  def Off : Opt<0>;

if !not(Enabled) then {
  def Never : Opt<0>;
}

foreach i = [0, 1, 2, 3] in {
  if !eq(!and(i, 1), 0) then
    def Even#i : Opt<i>;
  else {
    def Odd#i : Opt<i>;
  }
}

multiclass Maybe<bit withB> {
  def _a : Opt<1>;
  if withB then
    def _b : Opt<2>;
  assert !le(withB, 1), "a bit";
}
defm M0 : Maybe<0>;
defm M1 : Maybe<1>;

assert !eq(!size("abc"), 3), "size works";

def Checked {
  int x = 3;
  assert !gt(x, 2), "x is " # x;
}

dump "dumped: " # Enabled;
