// Comparison and selection bang operators: !eq !ne !lt !le !gt !ge on ints, bits,
// strings and records, !if, !cond, and their symbolic forms.

def A;
def B;

def Compare {
  bit eqInt = !eq(1, 1);
  bit neInt = !ne(1, 2);
  bit ltInt = !lt(-1, 0);
  bit leInt = !le(3, 3);
  bit gtInt = !gt(2, 3);
  bit geInt = !ge(5, 4);
  bit eqStr = !eq("a", "a");
  bit ltStr = !lt("abc", "abd");
  bit gtStr = !gt("b", "abc");
  bit eqRec = !eq(A, A);
  bit neRec = !ne(A, B);
  bit eqBits = !eq(0b101, 5);
  int ifTrue = !if(1, 10, 20);
  int ifFalse = !if(!eq(1, 2), 10, 20);
  string ifStr = !if(!lt(1, 2), "yes", "no");
  list<int> ifList = !if(0, [1], [2, 3]);
  string cond = !cond(!eq(1, 2): "first", !eq(2, 2): "second", true: "third");
  int condInt = !cond(false: 1, true: 2);
}

class Pick<int n> {
  string size = !cond(!lt(n, 8): "small", !lt(n, 64): "medium", true: "large");
  bit isZero = !eq(n, 0);
  int clamp = !if(!gt(n, 100), 100, n);
  bit both = !and(!ge(n, 1), !le(n, 9));
}

def P0 : Pick<0>;
def P5 : Pick<5>;
def P50 : Pick<50>;
def P500 : Pick<500>;
